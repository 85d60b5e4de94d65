import { MessageCircle, Phone } from 'lucide-react';
import { site, tr, trFormat } from '@navdhara/shared';
import styles from './FloatingWidget.module.css';

/** Bottom-right buttons (docs/requirements.md#floating-widget): dial the toll-free number; open the external chat in a new tab. */
export function FloatingWidget() {
  return (
    <div className={styles.widget} data-testid="floating-widget">
      <a
        className={`${styles.button} ${styles.phone}`}
        href={`tel:${site.tollFree.tel}`}
        aria-label={trFormat('Call toll-free {number}', { number: site.tollFree.label })}
      >
        <Phone aria-hidden="true" size={24} />
      </a>
      <a
        className={`${styles.button} ${styles.chat}`}
        href={site.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={tr('Chat with us (opens in a new tab)')}
      >
        <MessageCircle aria-hidden="true" size={26} />
      </a>
    </div>
  );
}
