import { useId, type ReactNode } from 'react';
import { tr } from '@navdhara/shared';
import styles from './SeoTextBlock.module.css';

export interface SeoTextBlockProps {
  heading: ReactNode;
  children: ReactNode;
  /** docs/requirements.md#division-pages: open at first on /equipments only (a quirk of the original, kept), closed elsewhere. */
  initiallyOpen?: boolean;
  className?: string;
}

/**
 * The collapsible SEO text block (Read More / Read Less). A native `<details>`: collapsed, it
 * shows the first lines fading out (its content box is clipped, not hidden), and its toggle,
 * drawn below the text, works from the server HTML before or without script. The full text is
 * always in the HTML, so crawlers and screen readers get all of it.
 */
export function SeoTextBlock({
  heading,
  children,
  initiallyOpen = false,
  className,
}: SeoTextBlockProps) {
  const id = useId();
  return (
    <section
      className={[styles.block, className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-h`}
    >
      <h2 id={`${id}-h`} className={styles.heading}>
        {heading}
      </h2>
      <details className={styles.details} open={initiallyOpen}>
        <summary className={styles.toggle}>
          <span className={styles.more}>{tr('Read More')}</span>
          <span className={styles.less}>{tr('Read Less')}</span>
        </summary>
        <div className={styles.body}>{children}</div>
      </details>
    </section>
  );
}
