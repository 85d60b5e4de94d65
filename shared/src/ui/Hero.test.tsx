import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Hero } from './Hero';

const image = { src: '/banner.svg', alt: 'A poultry shed at sunrise', width: 1600, height: 700 };

/** Makes every image report `complete` as given (jsdom loads none). */
function imagesComplete(complete: boolean) {
  return jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
}

afterEach(() => jest.restoreAllMocks());

describe('Hero spinner (useImageLoading)', () => {
  it('is never in the server HTML: the image is part of it', () => {
    imagesComplete(false);
    const html = renderToString(<Hero title="Feeds" image={image} />);
    expect(html).not.toContain('data-testid="spinner"');
    expect(html).toContain('alt="A poultry shed at sunrise"');
  });

  it('shows while the image is still on its way, until it loads', () => {
    imagesComplete(false);
    render(<Hero title="Feeds" image={image} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading banner image');
    fireEvent.load(screen.getByRole('img', { name: image.alt }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ends when the image fails, and never shows for an image already there', () => {
    imagesComplete(false);
    const { unmount } = render(<Hero title="Feeds" image={image} />);
    fireEvent.error(screen.getByRole('img', { name: image.alt }));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    imagesComplete(true);
    render(<Hero title="Feeds" image={image} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows again when the image changes and the new one is still coming', () => {
    imagesComplete(true);
    const { rerender } = render(<Hero title="Feeds" image={image} />);
    expect(screen.queryByRole('status')).toBeNull();
    imagesComplete(false);
    rerender(<Hero title="Feeds" image={{ ...image, src: '/other.svg' }} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
