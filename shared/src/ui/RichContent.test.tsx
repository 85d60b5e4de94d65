import { render, screen } from '@testing-library/react';
import type { RichBlock } from '../types/content';
import { RichContent, safeHref } from './RichContent';

test('renders headings below the page H1, paragraphs, bold, lists and images', () => {
  const blocks: RichBlock[] = [
    { type: 'heading', level: 1, children: [{ type: 'text', text: 'Top' }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Plain ' },
        { type: 'text', text: 'bold', bold: true },
      ],
    },
    {
      type: 'list',
      format: 'ordered',
      children: [{ type: 'list-item', children: [{ type: 'text', text: 'one' }] }],
    },
    {
      type: 'image',
      image: {
        url: 'https://cms.example.com/a.webp',
        alternativeText: 'A hen',
        width: 800,
        height: 600,
        formats: {
          small: { url: 'https://cms.example.com/small_a.webp', width: 500, height: 375 },
        },
      },
      children: [],
    },
  ];
  render(<RichContent blocks={blocks} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toBeInTheDocument();
  expect(screen.getByText('bold').tagName).toBe('STRONG');
  expect(screen.getByRole('list').tagName).toBe('OL');
  const img = screen.getByRole('img', { name: 'A hen' });
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute(
    'srcset',
    'https://cms.example.com/small_a.webp 500w, https://cms.example.com/a.webp 800w',
  );
  // An article's column by default.
  expect(img).toHaveAttribute('sizes', '(min-width: 960px) 880px, 100vw');
  expect(img).toHaveAttribute('width', '800');
});

test('markup in text stays text and dangerous links stay inert', () => {
  const blocks: RichBlock[] = [
    {
      type: 'paragraph',
      children: [{ type: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(2)>' }],
    },
    {
      type: 'paragraph',
      children: [
        {
          type: 'link',
          url: 'javascript:alert(3)',
          children: [{ type: 'text', text: 'bad link' }],
        },
      ],
    },
    {
      type: 'paragraph',
      children: [
        {
          type: 'link',
          url: 'https://example.com/ok',
          children: [{ type: 'text', text: 'good link' }],
        },
      ],
    },
  ];
  const { container } = render(<RichContent blocks={blocks} />);
  expect(container.querySelector('script, img[onerror]')).toBeNull();
  expect(
    screen.getByText('<script>alert(1)</script><img src=x onerror=alert(2)>'),
  ).toBeInTheDocument();
  expect(screen.getByText('bad link').closest('a')).toBeNull();
  expect(screen.getByRole('link', { name: 'good link' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
});

test('safeHref keeps web, mail, phone and site links only', () => {
  expect(safeHref('javascript:alert(1)')).toBeNull();
  expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
  expect(safeHref('data:text/html,<b>x</b>')).toBeNull();
  expect(safeHref('//evil.example.com')).toBeNull();
  expect(safeHref('/feeds')).toBe('/feeds');
  expect(safeHref('mailto:info@example.com')).toBe('mailto:info@example.com');
  expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
});

test('heading levels never skip one: the shallowest becomes the top level, gaps close', () => {
  render(
    <RichContent
      blocks={[
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Section' }] },
        { type: 'heading', level: 4, children: [{ type: 'text', text: 'Detail' }] },
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Next section' }] },
      ]}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Detail' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Next section' })).toBeInTheDocument();
});
