import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Dialog, dialogOpener } from './Dialog';

function renderControlled(onClose = jest.fn()) {
  render(
    <Dialog id="apply" open onClose={onClose} title="Apply" testId="dialog">
      <label htmlFor="resume">Resume</label>
      <input id="resume" type="file" />
    </Dialog>,
  );
  return onClose;
}

describe('Dialog', () => {
  it('opened by `open`, it tells its owner when the browser closes it (Escape, backdrop)', () => {
    const onClose = renderControlled();
    const dialog = screen.getByTestId('dialog') as HTMLDialogElement;
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('closedby', 'any');
    dialog.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a file picker dismissed inside it (a cancel event from the input) does not close it', () => {
    const onClose = renderControlled();
    const pickerDismissed = new Event('cancel', { bubbles: true, cancelable: true });
    screen.getByLabelText('Resume').dispatchEvent(pickerDismissed);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('dialog')).toHaveAttribute('open');
  });

  it('its close button is an invoker: it closes the dialog by id, with or without script', () => {
    const onClose = renderControlled();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('commandfor', 'apply');
    fireEvent.click(close);
    expect(screen.getByTestId('dialog')).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without `open`, its content is in the server HTML and its opener needs no script', () => {
    const html = renderToString(
      <>
        <button type="button" {...dialogOpener('menu')}>
          Open
        </button>
        <Dialog id="menu" title="Menu" closeOnBackdrop={false}>
          <a href="/feeds">Feeds</a>
        </Dialog>
      </>,
    );
    // The popover target for engines without Invoker Commands (HTML attribute names are
    // case-insensitive: the parser reads popoverTarget as popovertarget).
    expect(html).toContain(
      'command="show-modal" commandfor="menu" popoverTarget="menu" aria-haspopup="dialog"',
    );
    expect(html).toMatch(/<dialog id="menu" popover="auto" closedby="closerequest"[^>]*>/);
    expect(html).toMatch(
      /command="close" commandfor="menu" popoverTarget="menu" popoverTargetAction="hide"/,
    );
    expect(html).toContain('<a href="/feeds">Feeds</a>');
  });

  it('opened by an invoker, it tells its owner it opened', () => {
    const onOpen = jest.fn();
    render(
      <>
        <button type="button" {...dialogOpener('menu')}>
          Open
        </button>
        <Dialog id="menu" title="Menu" onOpen={onOpen} testId="dialog">
          <p>Links</p>
        </Dialog>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('dialog')).toHaveAttribute('open');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
