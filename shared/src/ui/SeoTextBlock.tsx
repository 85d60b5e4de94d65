import { useId, useState, type ReactNode } from 'react';
import styles from './SeoTextBlock.module.css';

export interface SeoTextBlockProps {
  heading: ReactNode;
  children: ReactNode;
  /** docs/requirements.md#division-pages: open at first on /equipments only (a quirk of the original, kept), closed elsewhere. */
  initiallyOpen?: boolean;
  className?: string;
}

/**
 * The collapsible SEO text block (Read More / Read Less). Collapsed, it shows the first lines with
 * a fade; the full text is always in the HTML, so crawlers and screen readers get all of it.
 */
export function SeoTextBlock({
  heading,
  children,
  initiallyOpen = false,
  className,
}: SeoTextBlockProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <section
      className={[styles.block, className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-h`}
    >
      <h2 id={`${id}-h`} className={styles.heading}>
        {heading}
      </h2>
      <div
        id={`${id}-body`}
        className={`${styles.body} ${open ? styles.open : styles.closed}`}
        data-state={open ? 'open' : 'closed'}
      >
        {children}
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Read Less' : 'Read More'}
      </button>
    </section>
  );
}
