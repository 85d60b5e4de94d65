import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './Dialog';

function renderDialog(onClose = jest.fn()) {
  render(
    <Dialog open onClose={onClose} title="Apply" testId="dialog">
      <label htmlFor="resume">Resume</label>
      <input id="resume" type="file" />
    </Dialog>,
  );
  return onClose;
}

describe('Dialog', () => {
  it('Escape (the dialog’s own cancel event) asks the owner to close, and the dialog stays open until it does', () => {
    const onClose = renderDialog();
    const dialog = screen.getByTestId('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('open');
  });

  it('a file picker dismissed inside it (a bubbling cancel from the input) does not close it', () => {
    const onClose = renderDialog();
    const pickerDismissed = new Event('cancel', { bubbles: true, cancelable: true });
    screen.getByLabelText('Resume').dispatchEvent(pickerDismissed);
    expect(onClose).not.toHaveBeenCalled();
    expect(pickerDismissed.defaultPrevented).toBe(false);
    expect(screen.getByTestId('dialog')).toHaveAttribute('open');
  });

  it('the close button closes it', () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
