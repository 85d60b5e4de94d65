import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Paginator } from './Paginator';

function Harness({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return <Paginator current={page} total={total} onChange={setPage} />;
}

const shown = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => Number(b.textContent));

describe('Paginator', () => {
  it('previous stops at 1, next wraps from the last page to 1, the window follows', () => {
    render(<Harness total={6} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(shown()).toEqual([3, 4, 5, 6]);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(shown()).toEqual([1, 2, 3, 4]);
  });
  it('renders nothing for a single page', () => {
    const { container } = render(<Harness total={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
