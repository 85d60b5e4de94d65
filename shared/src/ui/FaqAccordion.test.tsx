import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './FaqAccordion';

const items = [
  { id: 1, title: 'What feed do you make?', content: 'Broiler, layer and cattle feed.' },
  { id: 2, title: 'Do you deliver?', content: 'Across North India.' },
];

test('one item open at a time; clicking the open one closes it', async () => {
  render(<FaqAccordion items={items} />);
  const first = screen.getByRole('button', { name: 'What feed do you make?' });
  const second = screen.getByRole('button', { name: 'Do you deliver?' });
  expect(first).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(second);
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(second).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(second);
  expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('works from the keyboard and keeps answers in the document for crawlers', async () => {
  render(<FaqAccordion items={items} />);
  expect(screen.getByText('Across North India.')).toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'What feed do you make?' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'What feed do you make?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('renders nothing without items', () => {
  const { container } = render(<FaqAccordion items={[]} />);
  expect(container).toBeEmptyDOMElement();
});
