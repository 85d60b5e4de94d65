import { act, fireEvent, render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';

const scrollNext = jest.fn();
const scrollPrev = jest.fn();
interface FakeApi {
  scrollNext: jest.Mock;
  scrollPrev: jest.Mock;
  scrollTo: jest.Mock;
  selectedScrollSnap: () => number;
  scrollSnapList: () => number[];
  canScrollPrev: () => boolean;
  canScrollNext: () => boolean;
  on: () => FakeApi;
  off: () => FakeApi;
  destroy: jest.Mock;
}
const api: FakeApi = {
  scrollNext,
  scrollPrev,
  scrollTo: jest.fn(),
  selectedScrollSnap: () => 0,
  scrollSnapList: () => [0, 1, 2],
  canScrollPrev: () => true,
  canScrollNext: () => true,
  on: () => api,
  off: () => api,
  destroy: jest.fn(),
};
// jsdom has no IntersectionObserver, so the engine loads at once (in a browser: near the screen).
jest.mock('embla-carousel', () => ({ __esModule: true, default: () => api }));

/** Lets the lazily imported engine arrive. */
const engineLoaded = () => act(async () => undefined);

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('Carousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollNext.mockClear();
    scrollPrev.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('has labelled previous/next buttons that move the slides', async () => {
    setReducedMotion(false);
    render(
      <Carousel label="Posts" slideNoun="Post">
        <p>A</p>
        <p>B</p>
        <p>C</p>
      </Carousel>,
    );
    await engineLoaded();
    expect(screen.getByRole('region', { name: 'Posts' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Post 2 of 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next post' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous post' }));
    expect(scrollNext).toHaveBeenCalledTimes(1);
    expect(scrollPrev).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });

  it('autoplays after mount and the pause control stops it', async () => {
    setReducedMotion(false);
    render(
      <Carousel label="Events" autoplayMs={3000}>
        <p>A</p>
        <p>B</p>
      </Carousel>,
    );
    await engineLoaded();
    act(() => jest.advanceTimersByTime(3000));
    expect(scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause Events' }));
    expect(screen.getByRole('button', { name: 'Play Events' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    act(() => jest.advanceTimersByTime(9000));
    expect(scrollNext).toHaveBeenCalledTimes(1);
  });

  it('never autoplays under prefers-reduced-motion', async () => {
    setReducedMotion(true);
    render(
      <Carousel label="Events" autoplayMs={3000}>
        <p>A</p>
        <p>B</p>
      </Carousel>,
    );
    await engineLoaded();
    act(() => jest.advanceTimersByTime(9000));
    expect(scrollNext).not.toHaveBeenCalled();
    // Its pause button is in the HTML (the part script may autoplay before the app) and hidden
    // by CSS under reduced motion.
    expect(screen.getByRole('button', { name: /Pause/ })).toHaveClass('pause');
  });

  it('runs a press made before the engine arrived once it arrives; a non-looping carousel starts with Previous disabled', async () => {
    setReducedMotion(false);
    render(
      <Carousel label="Journey" slideNoun="Milestone" loop={false}>
        <p>1985</p>
        <p>2000</p>
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Previous milestone' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next milestone' }));
    expect(scrollNext).not.toHaveBeenCalled();
    await engineLoaded();
    expect(scrollNext).toHaveBeenCalledTimes(1);
  });

  it('a press loads the engine even if the carousel has not been seen near the screen', async () => {
    setReducedMotion(false);
    // An observer that never reports: the carousel is off screen (the page scrolled on before a
    // press made before the app came is given again).
    const observe = jest.fn();
    Object.assign(window, {
      IntersectionObserver: class {
        observe = observe;
        disconnect() {}
      },
    });
    try {
      render(
        <Carousel label="Journey" slideNoun="Milestone" loop={false}>
          <p>1985</p>
          <p>2000</p>
        </Carousel>,
      );
      await engineLoaded();
      expect(observe).toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Next milestone' }));
      await engineLoaded();
      expect(scrollNext).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('a looping centred carousel of five or more slides takes the stand-in layout, dropped as the engine starts and back when it stops', async () => {
    setReducedMotion(false);
    const { container, unmount } = render(
      <Carousel label="Posts" loop align="center">
        {['A', 'B', 'C', 'D', 'E'].map((letter) => (
          <p key={letter}>{letter}</p>
        ))}
      </Carousel>,
    );
    const viewport = container.querySelector('.viewport') as HTMLElement;
    expect(viewport.firstElementChild).toHaveClass('centredLoop');
    expect(viewport).not.toHaveAttribute('data-carousel-engine');
    await engineLoaded();
    expect(viewport).toHaveAttribute('data-carousel-engine');
    unmount();
    expect(viewport).not.toHaveAttribute('data-carousel-engine');
  });

  it('start-aligned or short carousels keep the plain layout', () => {
    setReducedMotion(false);
    const { container } = render(
      <>
        <Carousel label="Short" loop align="center">
          <p>A</p>
          <p>B</p>
        </Carousel>
        <Carousel label="Start" loop align="start">
          {['A', 'B', 'C', 'D', 'E'].map((letter) => (
            <p key={letter}>{letter}</p>
          ))}
        </Carousel>
      </>,
    );
    expect(container.querySelectorAll('.centredLoop')).toHaveLength(0);
  });
});
