import { tr } from '@navdhara/shared';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Spinner({ label = tr('Loading…'), size = 'md', className }: SpinnerProps) {
  return (
    <div
      role="status"
      className={[styles.wrap, className].filter(Boolean).join(' ')}
      data-testid="spinner"
    >
      <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
