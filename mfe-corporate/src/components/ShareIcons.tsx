import { useState, useSyncExternalStore } from 'react';
import { Link2, Mail, Share2 } from 'lucide-react';
import { tr, trFormat } from '@navdhara/shared';
import styles from './ShareIcons.module.css';

export interface ShareIconsProps {
  /** Absolute URL of the page being shared. */
  url: string;
  title: string;
  className?: string;
}

type Target = {
  key: string;
  label: string;
  href: (url: string, title: string) => string;
  glyph: string;
};

/** Generic share intents; the networks are placeholders on example.com like the footer's links. */
const targets: readonly Target[] = [
  {
    key: 'social',
    label: 'Share on the social network',
    glyph: 'f',
    href: (url) => `https://social.example.com/share?u=${encodeURIComponent(url)}`,
  },
  {
    key: 'professional',
    label: 'Share on the professional network',
    glyph: 'in',
    href: (url, title) =>
      `https://professional.example.com/share?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`,
  },
  {
    key: 'microblog',
    label: 'Share on the microblog',
    glyph: 'x',
    href: (url, title) =>
      `https://microblog.example.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    key: 'chat',
    label: 'Share in a chat',
    glyph: 'w',
    href: (url, title) =>
      `https://wa.example.com/send?text=${encodeURIComponent(`${title} ${url}`)}`,
  },
];

const noSubscribe = () => () => undefined;
const hasNativeShare = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share icons (docs/requirements.md#media-and-blog-articles): links to share intents on desktop, e-mail and
 * copy-link, plus a native share button where the device offers one (phones). Only articles show
 * it, so it lives here rather than in the shared UI kit, which every page loads whole (a shared
 * singleton is never tree-shaken): that keeps it out of the first load of `/`.
 */
export function ShareIcons({ url, title, className }: ShareIconsProps) {
  // false on the server pass: the server-rendered HTML must not depend on the browser.
  const canShare = useSyncExternalStore(noSubscribe, hasNativeShare, () => false);
  const [copied, setCopied] = useState(false);

  const nativeShare = () => {
    navigator.share({ title, url }).catch(() => undefined);
  };

  const copy = () => {
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <div className={[styles.share, className].filter(Boolean).join(' ')} data-testid="share-icons">
      <span className={styles.label}>{tr('Share')}</span>
      <ul className={styles.list}>
        {targets.map((target) => (
          <li key={target.key} className={styles.desktopOnly}>
            <a
              className={styles.icon}
              href={target.href(url, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={trFormat('{name} (opens in a new tab)', { name: tr(target.label) })}
            >
              <span aria-hidden="true" translate="no" className={styles.glyph}>
                {target.glyph}
              </span>
            </a>
          </li>
        ))}
        <li className={styles.desktopOnly}>
          <a
            className={styles.icon}
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
            aria-label={tr('Share by e-mail')}
          >
            <Mail aria-hidden="true" size={18} />
          </a>
        </li>
        <li className={styles.desktopOnly}>
          <button
            type="button"
            className={styles.icon}
            onClick={copy}
            aria-label={copied ? tr('Link copied') : tr('Copy link')}
          >
            <Link2 aria-hidden="true" size={18} />
          </button>
        </li>
        <li className={canShare ? styles.mobileOnly : styles.mobileFallback}>
          {canShare ? (
            <button
              type="button"
              className={styles.icon}
              onClick={nativeShare}
              aria-label={tr('Share this page')}
              data-testid="native-share"
            >
              <Share2 aria-hidden="true" size={18} />
            </button>
          ) : (
            <a
              className={styles.icon}
              href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
              aria-label={tr('Share this page by e-mail')}
              data-testid="native-share"
            >
              <Share2 aria-hidden="true" size={18} />
            </a>
          )}
        </li>
      </ul>
      <span role="status" className="visually-hidden">
        {copied ? tr('Link copied') : ''}
      </span>
    </div>
  );
}
