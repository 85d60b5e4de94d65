/**
 * The carousel's part script on the carousel's server HTML (ARCHITECTURE.md, "The first action"):
 * a press before the app runs the engine and answers it; an autoplaying carousel is run as the
 * script loads; the app, hydrating, takes the running engine over (no second engine, one step a
 * press, a pause made before it kept).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BOOT_CONTRACT } from '../config/runtime';
import { Carousel } from '../ui/Carousel';

type Listener = () => void;
const listeners = new Map<string, Listener[]>();
const engine = {
  scrollNext: jest.fn(),
  scrollPrev: jest.fn(),
  scrollTo: jest.fn(),
  reInit: jest.fn(),
  destroy: jest.fn(),
  selectedScrollSnap: () => 0,
  scrollSnapList: () => [0, 1, 2],
  slideNodes: () => [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')],
  canScrollPrev: () => true,
  canScrollNext: () => true,
  on(type: string, listener: Listener) {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    return engine;
  },
  off: () => engine,
};
const makeEngine = jest.fn(() => engine);
jest.mock('embla-carousel', () => ({ __esModule: true, default: () => makeEngine() }));

window.matchMedia = ((query: string) => ({
  matches: false,
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
})) as unknown as typeof window.matchMedia;

const carousels = (
  <div>
    <Carousel label="Testimonials" slideNoun="Testimonial" testId="testimonials">
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </Carousel>
    <Carousel label="Events" slideNoun="Event" autoplayMs={3000} testId="events">
      <p>Fair</p>
      <p>Camp</p>
    </Carousel>
  </div>
);

beforeAll(async () => {
  jest.useFakeTimers();
  document.body.innerHTML = `<div id="root">${renderToString(carousels)}</div>`;
  // The boot script loads it as the autoplaying carousel nears the screen, or on a first press.
  await import('./carousel');
});

test('an autoplaying carousel runs as the script loads, and its pause button stops it', () => {
  expect(makeEngine).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(3000));
  expect(engine.scrollNext).toHaveBeenCalledTimes(1);
  const pause = screen.getByRole('button', { name: 'Pause Events' });
  fireEvent.click(pause);
  expect(pause).toHaveAttribute('aria-pressed', 'true');
  expect(pause).toHaveAccessibleName('Play Events');
  act(() => jest.advanceTimersByTime(9000));
  expect(engine.scrollNext).toHaveBeenCalledTimes(1);
});

test('a press on an arrow before the app runs the carousel and is answered, once', () => {
  engine.scrollNext.mockClear();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(makeEngine).toHaveBeenCalledTimes(2);
  fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(engine.scrollNext).toHaveBeenCalledTimes(1);
});

test('the app hydrating takes both engines over: no new engine, one step a press, the pause kept', async () => {
  engine.scrollNext.mockClear();
  document.documentElement.setAttribute(BOOT_CONTRACT.hydratingAttribute, '');
  await act(async () => {
    hydrateRoot(document.getElementById('root') as HTMLElement, carousels);
  });
  // The engines come over in a microtask, the pause in the next frame.
  await act(async () => jest.advanceTimersByTime(100));
  await act(async () => jest.advanceTimersByTime(100));
  expect(makeEngine).toHaveBeenCalledTimes(2);
  fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
  expect(engine.scrollNext).toHaveBeenCalledTimes(1);
  // Paused before the app came: it stays paused.
  act(() => jest.advanceTimersByTime(9000));
  expect(engine.scrollNext).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Play Events' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
