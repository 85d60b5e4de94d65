import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { currentLocale, LOCALE_INFO, LOCALES, localizedPath, tr } from '@navdhara/shared';
import { useHydrated } from '@navdhara/shared/ui';
import { InitialPageContext } from '../app/initial-page';
import styles from './LanguageSwitcher.module.css';

/**
 * The same page in each of the site's languages (ARCHITECTURE.md, "Languages"), each named in
 * its own language. Plain links, not the router's: a language is a page of its own (its prefix,
 * its dictionaries), so changing it is a full page load. The router's location is the path after
 * the language's prefix (the prefix is its basename); the query string goes along once the app
 * has hydrated the header (the server's page is the same for every query, and hydration keeps its
 * attributes as they are: a link made with the query while hydrating would keep the server's).
 */
export function LanguageSwitcher({
  className,
  size = 'md',
}: {
  className?: string;
  /** `sm`: the desktop header's slim row (targets 32 px high); `md`: the drawer's (44 px). */
  size?: 'sm' | 'md';
}) {
  const { pathname, search: query } = useLocation();
  const hydrated = useHydrated();
  const search = hydrated ? query : '';
  const current = currentLocale();
  // The 404 page (one document for every address the site lacks) offers each language's home:
  // the address asked for is not written into it, and is no page in another language either.
  const initialPage = useContext(InitialPageContext);
  const lost = initialPage?.notFound === true && initialPage.path === pathname;
  return (
    <nav
      aria-label={tr('Language')}
      className={[styles.switcher, size === 'sm' ? styles.small : '', className]
        .filter(Boolean)
        .join(' ')}
      data-testid="language-switcher"
    >
      <ul className={styles.list}>
        {LOCALES.map((locale) => {
          const { name, tag } = LOCALE_INFO[locale];
          return (
            <li key={locale}>
              {locale === current ? (
                <span
                  className={`${styles.option} ${styles.current}`}
                  lang={tag}
                  aria-current="true"
                >
                  {name}
                </span>
              ) : (
                <a
                  className={styles.option}
                  href={
                    lost
                      ? localizedPath('/', locale)
                      : `${localizedPath(pathname, locale)}${search}`
                  }
                  lang={tag}
                  hrefLang={locale}
                >
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
