import type { ReactNode } from 'react';
import { messages, tr } from '@navdhara/shared';
import { Button, Spinner } from '@navdhara/shared/ui';
import styles from './LoadState.module.css';

interface LoadStateProps {
  loading: boolean;
  failed: boolean;
  /** What is loading, for screen readers ("Loading blog posts"). */
  label: string;
  onRetry?: () => void;
  /** Shown when the fetch succeeded but the list is empty. */
  empty?: ReactNode;
  isEmpty?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * docs/requirements.md#loading-and-failures: a spinner until the fetch ends, success or failure; on failure the rest of the page
 * stays usable and the visitor is told the content could not be loaded (with a retry).
 */
export function LoadState({
  loading,
  failed,
  label,
  onRetry,
  empty,
  isEmpty = false,
  children,
  testId,
}: LoadStateProps) {
  if (loading) return <Spinner label={label} className={styles.spinner} />;
  if (failed) {
    return (
      <div
        className={styles.failed}
        role="alert"
        data-testid={testId ? `${testId}-failed` : 'load-failed'}
      >
        <p>{tr(messages.content.loadFailed)}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {tr('Try again')}
          </Button>
        )}
      </div>
    );
  }
  if (isEmpty && empty) return <div className={styles.empty}>{empty}</div>;
  return <>{children}</>;
}
