import { render, screen } from '@testing-library/react';
import { AssetImage } from './AssetImage';

const image = { src: '/images/hatchery.svg', alt: 'A hatchery at dawn', width: 800, height: 600 };

test('reserves its space, decodes off the main thread and waits until it nears the screen', () => {
  render(<AssetImage image={image} className="figure" />);
  const img = screen.getByRole('img', { name: 'A hatchery at dawn' });
  expect(img).toHaveAttribute('src', '/images/hatchery.svg');
  expect(img).toHaveAttribute('width', '800');
  expect(img).toHaveAttribute('height', '600');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
  expect(img).toHaveClass('figure');
});

test('on the first screen it is fetched at once', () => {
  render(<AssetImage image={image} eager />);
  expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
});
