import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Hide the heading visually but keep it as the accessible name. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Clicking the dimmed backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** Maximum width in px (docs/requirements.md#dialog-sizes: modal 520, product detail 700, overlay 673). */
  width?: number;
  className?: string;
  closeLabel?: string;
  testId?: string;
  /** `end` slides in from the right edge (the mobile drawer). */
  placement?: 'center' | 'end';
}

/**
 * A modal dialog on the native <dialog> element: the browser puts it in the top layer, makes the
 * rest of the page inert (focus cannot leave it), closes it on Escape and returns focus to the
 * element that opened it. We add the close button, backdrop click and page scroll lock.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  closeOnBackdrop = true,
  width = 520,
  className,
  closeLabel = 'Close',
  testId,
  placement = 'center',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.body.classList.add('scroll-locked');
      return () => {
        document.body.classList.remove('scroll-locked');
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
    return undefined;
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires `cancel`; keep React state the source of truth instead of letting it close itself.
    const onCancel = (event: Event) => {
      // A file input fires a bubbling `cancel` when its picker is dismissed: that is not a request
      // to close the dialog (it would throw away a half-filled job application).
      if (event.target !== dialog) return;
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={[styles.dialog, placement === 'end' ? styles.end : '', className]
        .filter(Boolean)
        .join(' ')}
      style={{ ['--dialog-width' as string]: `${width}px` }}
      aria-labelledby={titleId}
      data-testid={testId}
      onClick={(event) => {
        // A click on the <dialog> itself (not its panel) is a click on the backdrop.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
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
