import { useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { X } from 'lucide-react';
import {
  currentLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_INFO,
  localizedPath,
  type Locale,
} from '@navdhara/shared';
import words from './language-offer.json';
import styles from './LanguageOffer.module.css';

/** Set once the visitor has closed or followed the offer: it is never made again. */
export const LANGUAGE_OFFER_KEY = 'navdhara:language-offer';

type Offered = Exclude<Locale, 'en'>;

/**
 * The first of the site's languages the browser lists (`navigator.languages`, by primary tag:
 * `hi-IN` is Hindi), if it is one the site offers and not the page's own. English first means
 * no offer: English is the site's default.
 */
export function preferredOffer(languages: readonly string[], current: Locale): Offered | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    return primary === current || primary === DEFAULT_LOCALE ? null : (primary as Offered);
  }
  return null;
}

function offerDone(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_OFFER_KEY) !== null;
  } catch {
    // Storage refused (a privacy mode): better no offer than one that comes back on every page.
    return true;
  }
}

/** What the offer reads changes only by its own hand (closed here: local state). */
const subscribeToNothing = () => () => undefined;

function markOfferDone() {
  try {
    localStorage.setItem(LANGUAGE_OFFER_KEY, '1');
  } catch {
    // Nowhere to keep it: the offer is closed for this page all the same.
  }
}

/**
 * Offers a visitor whose browser prefers Hindi or Punjabi the same page in that language, in that
 * language (issue 38: never a redirect, which would hide the English pages from search engines).
 * Made in the browser only, once the app has booted (nothing in the server's HTML, no script of
 * its own), and laid over the page just below the header, so nothing moves when it appears.
 * Closed or followed, it is not made again (localStorage).
 */
export function LanguageOffer() {
  const { pathname, search } = useLocation();
  const [closed, setClosed] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  // The browser's answer once hydrated; none in the server's HTML (nor while hydrating it).
  const preferred = useSyncExternalStore(
    subscribeToNothing,
    () => (offerDone() ? null : preferredOffer(navigator.languages ?? [], currentLocale())),
    () => null,
  );
  const offer = closed ? null : preferred;
  if (!offer) return null;
  const text = words[offer];
  const close = () => {
    markOfferDone();
    // Focus inside the offer goes on to the page rather than back to the document's start.
    if (region.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    setClosed(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <div
      ref={region}
      role="region"
      aria-label={text.label}
      lang={LOCALE_INFO[offer].tag}
      className={styles.offer}
      data-testid="language-offer"
      onKeyDown={onKeyDown}
    >
      <p className={styles.message}>
        {text.message}{' '}
        <a
          className={styles.link}
          href={`${localizedPath(pathname, offer)}${search}`}
          hrefLang={offer}
          onClick={markOfferDone}
        >
          {text.link}
        </a>
      </p>
      <button type="button" className={styles.close} aria-label={text.close} onClick={close}>
        <X aria-hidden="true" size={20} />
      </button>
    </div>
  );
}
