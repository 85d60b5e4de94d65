import { useState } from 'react';
import { Link2, MessageCircle } from 'lucide-react';
import { tr, trFormat } from '@navdhara/shared';
import { useHydrated } from '@navdhara/shared/ui';
import styles from './ShareRow.module.css';

/**
 * A product's share row: WhatsApp with the product's name and its page's address (in the page's
 * language), and Copy link. Copy link needs script: the server's HTML (and a page whose script
 * never runs) has a plain link to the page, which a long press or right click copies; once the
 * page is hydrated it is a button that copies the address and says so.
 */
export function ShareRow({ url, name }: { url: string; name: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('no');
      return;
    }
    clipboard.writeText(url).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <div className={styles.share} data-testid="product-share">
      <span className={styles.label}>{tr('Share')}</span>
      <a
        className={styles.action}
        href={`https://wa.me/?text=${encodeURIComponent(`${name}\n${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="share-whatsapp"
      >
        <MessageCircle aria-hidden="true" size={18} />
        {/* A brand's name, the same in every language (not a dictionary's word). */}
        <span translate="no">WhatsApp</span>
        <span className="visually-hidden">{` ${tr('(opens in a new tab)')}`}</span>
      </a>
      {hydrated ? (
        <button type="button" className={styles.action} onClick={copy} data-testid="copy-link">
          <Link2 aria-hidden="true" size={18} />
          <span>{tr('Copy link')}</span>
        </button>
      ) : (
        <a className={styles.action} href={url} data-testid="copy-link">
          <Link2 aria-hidden="true" size={18} />
          <span>{tr('Link to this page')}</span>
        </a>
      )}
      <span role="status" className={copied === 'no' ? styles.note : 'visually-hidden'}>
        {copied === 'yes'
          ? tr('Link copied')
          : copied === 'no'
            ? trFormat('Copy this address: {address}', { address: url })
            : ''}
      </span>
    </div>
  );
}
