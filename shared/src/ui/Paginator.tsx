import { ChevronLeft, ChevronRight } from 'lucide-react';
import { tr, trFormat } from '@navdhara/shared';
import { mediaPageWindow, nextPage, previousPage } from './pagination';
import styles from './Paginator.module.css';

export interface PaginatorProps {
  current: number;
  total: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * The media paginator (docs/requirements.md#media-page): previous (stops at 1), numbered circles in a window of 4, and
 * next (wraps from the last page to 1).
 */
export function Paginator({ current, total, onChange, label = tr('Pages') }: PaginatorProps) {
  if (total <= 1) return null;
  const pages = mediaPageWindow(current, total);
  return (
    <nav className={styles.paginator} aria-label={label} data-testid="paginator">
      <button
        type="button"
        className={styles.arrow}
        onClick={() => onChange(previousPage(current))}
        disabled={current <= 1}
        aria-label={tr('Previous page')}
        data-testid="paginator-previous"
      >
        <ChevronLeft aria-hidden="true" size={20} />
      </button>
      <ol className={styles.pages}>
        {pages.map((page) => (
          <li key={page}>
            <button
              type="button"
              className={`${styles.page} ${page === current ? styles.current : ''}`}
              aria-current={page === current ? 'page' : undefined}
              aria-label={trFormat('Page {page}', { page })}
              onClick={() => onChange(page)}
              data-testid={`paginator-page-${page}`}
            >
              {page}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => onChange(nextPage(current, total))}
        aria-label={tr('Next page')}
        data-testid="paginator-next"
      >
        <ChevronRight aria-hidden="true" size={20} />
      </button>
    </nav>
  );
}
