import { useEffect, useId, useRef } from 'react';
import { tr, useUiStore } from '@navdhara/shared';
import styles from './ProductOverlay.module.css';

/**
 * The product overlay (docs/requirements.md#product-overlay): a full-screen dialog with title, detail and an optional table,
 * shown while the shared store holds overlay details and closed by a click anywhere (or Escape).
 * Native <dialog>: top layer, focus kept inside, focus returned to the opener.
 */
export function ProductOverlay() {
  const details = useUiStore((s) => s.overlayDetails);
  const setDetails = useUiStore((s) => s.setOverlayDetails);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = details !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  // Leaving the page clears the overlay, so it never reappears on the next visit.
  useEffect(() => () => setDetails(null), [setDetails]);

  return (
    <dialog
      ref={ref}
      className={styles.overlay}
      aria-labelledby={titleId}
      data-testid="product-overlay"
      onClick={() => setDetails(null)}
      onCancel={(event) => {
        event.preventDefault();
        setDetails(null);
      }}
    >
      {details && (
        <div className={styles.panel}>
          <h2 id={titleId} className={styles.title}>
            {details.title}
          </h2>
          <p className={styles.detail}>{details.detail}</p>
          {details.tableHeading && details.tableHeading.length > 0 && (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    {details.tableHeading.map((heading) => (
                      <th key={heading} scope="col">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(details.tableBody ?? []).map((row, r) => (
                    <tr key={r}>
                      {row.map((cell, c) =>
                        c === 0 ? (
                          <th key={c} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={c}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <button type="button" className={styles.close} autoFocus>
            {tr('Close (or click anywhere)')}
          </button>
        </div>
      )}
    </dialog>
  );
}
