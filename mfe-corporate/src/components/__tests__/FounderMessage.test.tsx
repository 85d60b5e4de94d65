import { fireEvent, render, screen } from '@testing-library/react';
import { FounderMessage } from '../FounderMessage';

it("founder's message: collapsed, Read More expands and disappears; the 36 years claim stays", () => {
  render(<FounderMessage />);
  expect(screen.getByTestId('founder-message')).toHaveTextContent('36 years');
  expect(screen.getByTestId('founder-more')).not.toBeVisible();
  // A native <details>: it opens from the server HTML; its CSS hides Read More once open (e2e).
  const details = screen.getByTestId('founder-more').closest('details');
  fireEvent.click(screen.getByText('Read More'));
  expect(details).toHaveAttribute('open');
  expect(screen.getByTestId('founder-more')).toBeVisible();
});
