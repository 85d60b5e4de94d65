import { render, screen } from '@testing-library/react';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { id: 1, title: 'What feed do you make?', content: 'Broiler, layer and cattle feed.' },
  { id: 2, title: 'Do you deliver?', content: 'Across North India.' },
];

// Opening, closing and one-at-a-time are the browser's own (`<details name>`): the browser tests
// check them with and without JavaScript. Here: the markup that gives that behaviour.
test('each question is a native disclosure of one group, closed at first', () => {
  const { container } = render(<FaqAccordion items={items} />);
  const details = [...container.querySelectorAll('details')];
  expect(details).toHaveLength(2);
  const names = new Set(details.map((item) => item.getAttribute('name')));
  expect(names.size).toBe(1);
  expect([...names][0]).toBeTruthy();
  for (const item of details) expect(item.open).toBe(false);
  expect(details[0]?.querySelector('summary')).toHaveTextContent('What feed do you make?');
  expect(screen.getByRole('heading', { level: 3, name: 'Do you deliver?' })).toBeInTheDocument();
});

test('two accordions on a page are two groups', () => {
  const { container } = render(
    <>
      <FaqAccordion items={items} />
      <FaqAccordion items={items} structuredData={false} />
    </>,
  );
  const names = new Set(
    [...container.querySelectorAll('details')].map((item) => item.getAttribute('name')),
  );
  expect(names.size).toBe(2);
});

test('keeps answers in the document for crawlers, with FAQPage structured data', () => {
  const { container } = render(<FaqAccordion items={items} />);
  expect(screen.getByText('Across North India.')).toBeInTheDocument();
  const data = JSON.parse(
    container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
  ) as { '@type'?: string; mainEntity?: unknown[] };
  expect(data['@type']).toBe('FAQPage');
  expect(data.mainEntity).toHaveLength(2);
});

test('gives search engines the answer, not the question, when the answer is a component', () => {
  function Paragraphs({ text }: { text: string }) {
    return <p>{text}</p>;
  }
  const { container } = render(
    <FaqAccordion
      items={[
        {
          id: 1,
          title: 'Why are my eggshells thin?',
          content: <Paragraphs text="Too little afternoon feed." />,
          answer: 'Too little afternoon feed.',
        },
        { id: 2, title: 'No answer yet?', content: <Paragraphs text="" /> },
      ]}
    />,
  );
  const data = JSON.parse(
    container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
  ) as { mainEntity?: { name: string; acceptedAnswer: { text: string } }[] };
  expect(data.mainEntity).toEqual([
    expect.objectContaining({
      name: 'Why are my eggshells thin?',
      acceptedAnswer: expect.objectContaining({ text: 'Too little afternoon feed.' }),
    }),
  ]);
});

test('renders nothing without items', () => {
  const { container } = render(<FaqAccordion items={[]} />);
  expect(container).toBeEmptyDOMElement();
});
