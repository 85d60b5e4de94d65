import { fireEvent, render, screen } from '@testing-library/react';
import { FounderMessage } from '../FounderMessage';

it("founder's message: collapsed, Read More expands and disappears; the 36 years claim stays", () => {
  render(<FounderMessage />);
  expect(screen.getByTestId('founder-message')).toHaveTextContent('36 years');
  expect(screen.getByTestId('founder-more')).not.toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
  expect(screen.getByTestId('founder-more')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
});
