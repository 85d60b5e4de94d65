import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { tr } from '@navdhara/shared';
import styles from './Dialog.module.css';

export interface DialogProps {
  /**
   * The element's id. Any button opens it with `dialogOpener(id)`, straight from the server HTML,
   * before or without the page's script.
   */
  id: string;
  /**
   * Shown while true, for a dialog opened by script (a timer, the shared store); its content is
   * rendered only while open. Leave it out for a dialog opened by its buttons: its content is then
   * in the server HTML.
   */
  open?: boolean;
  /**
   * Open in the server HTML (a form posted without script comes back in its dialog): shown where it
   * is until the page's script makes it modal.
   */
  defaultOpen?: boolean;
  /** Called when it closes, whatever closed it (its close button, Escape, a backdrop click). */
  onClose?: () => void;
  /** Called when it opens, whatever opened it. */
  onOpen?: () => void;
  /** Visible heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Hide the heading visually but keep it as the accessible name. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Clicking the dimmed backdrop closes the dialog (default true); Escape always does. */
  closeOnBackdrop?: boolean;
  /** Maximum width in px (docs/requirements.md#dialog-sizes: modal 520, product detail 700, overlay 673). */
  width?: number;
  className?: string;
  closeLabel?: string;
  testId?: string;
  /** `end` slides in from the right edge (the mobile drawer). */
  placement?: 'center' | 'end';
  ref?: Ref<HTMLDialogElement>;
}

/**
 * What a button needs to open the dialog `id` natively: an invoker command, and for an engine
 * without Invoker Commands (Safari before 26.2, Chromium before 135) a popover target, which
 * reaches further back (Safari 17, Chromium 114). Where both are known the command wins and the
 * dialog opens modal; where only the popover target is, the dialog opens as a popover (in the top
 * layer, closed by Escape, an outside click or its close button), until the boot script's
 * stand-in for the command (shared/build/boot.js) takes over the buttons and opens it modal.
 */
export function dialogOpener(id: string) {
  return {
    command: 'show-modal',
    commandfor: id,
    popoverTarget: id,
    'aria-haspopup': 'dialog',
  } as const;
}

/** What a button needs to close the dialog `id`, in the same engines as `dialogOpener`. */
export function dialogCloser(id: string) {
  return {
    command: 'close',
    commandfor: id,
    popoverTarget: id,
    popoverTargetAction: 'hide',
  } as const;
}

/**
 * A modal dialog on the native <dialog> element, driven by the browser: opened by invoker
 * buttons or by `open`, put in the top layer with the rest of the page inert (focus cannot leave
 * it), closed by its close button (an invoker too), by Escape and by a backdrop click
 * (`closedby`), with focus returned to what opened it and the page's scrolling held
 * (base.css). So it works from the server HTML alone; script only opens it on events of its own.
 * One opened by buttons is also a popover, for the engines `dialogOpener` names.
 */
export function Dialog({
  id,
  open,
  defaultOpen = false,
  onClose,
  onOpen,
  title,
  hideTitle = false,
  children,
  closeOnBackdrop = true,
  width = 520,
  className,
  closeLabel = tr('Close'),
  testId,
  placement = 'center',
  ref,
}: DialogProps) {
  const own = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const controlled = open !== undefined;

  useEffect(() => {
    const dialog = own.current;
    if (!dialog || !controlled) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [controlled, open]);

  useEffect(() => {
    const dialog = own.current;
    // Opened by the HTML, so shown in place, not modal yet: made modal (top layer, the page inert).
    if (!defaultOpen || !dialog?.open) return;
    dialog.close();
    dialog.showModal();
    // Once, when the page's script takes over the dialog the HTML opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      id={id}
      open={(!controlled && defaultOpen) || undefined}
      popover={controlled ? undefined : 'auto'}
      closedby={closeOnBackdrop ? 'any' : 'closerequest'}
      className={[styles.dialog, placement === 'end' ? styles.end : '', className]
        .filter(Boolean)
        .join(' ')}
      style={{ ['--dialog-width' as string]: `${width}px` }}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
      onToggle={(event) => {
        if (event.target === event.currentTarget && event.currentTarget.open) onOpen?.();
      }}
    >
      {(!controlled || open) && (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              {...dialogCloser(id)}
              aria-label={closeLabel}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
