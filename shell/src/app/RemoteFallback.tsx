import { messages, tr } from '@navdhara/shared';
import { Button } from '@navdhara/shared/ui';
import styles from './RemotePage.module.css';

/** Shown inside the frame when a page's remote is down, too slow or throws. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert" data-testid="remote-fallback">
      <svg viewBox="0 0 120 80" width="120" height="80" aria-hidden="true">
        <rect
          x="8"
          y="30"
          width="60"
          height="42"
          rx="4"
          fill="#e3f2e8"
          stroke="#14623a"
          strokeWidth="3"
        />
        <path
          d="M4 34 38 8l34 26"
          fill="none"
          stroke="#14623a"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <rect x="30" y="48" width="16" height="24" fill="#14623a" />
        <circle cx="92" cy="56" r="14" fill="#fdf0d5" stroke="#b45309" strokeWidth="3" />
        <path
          d="M86 56h12M92 50v12"
          stroke="#b45309"
          strokeWidth="3"
          strokeLinecap="round"
          transform="rotate(45 92 56)"
        />
      </svg>
      <h1 className={styles.title}>{tr(messages.remote.failedTitle)}</h1>
      <p>{tr(messages.remote.failedBody)}</p>
      <Button onClick={onRetry}>{tr(messages.remote.retry)}</Button>
    </section>
  );
}
