import { Link } from 'react-router-dom';
import { PageHead, tr, useMarkNotFound } from '@navdhara/shared';
import styles from './NotFound.module.css';

/**
 * The 404 page (docs/requirements.md#not-found-page): "404", "Oops! Page not found", a farm-worded explanation and a link
 * home. In shared so an article page can show it for an id that does not exist.
 */
export function NotFound() {
  // Rendered on the server, it makes the answer a 404.
  useMarkNotFound();
  // Out of PageHead's attributes: the dictionaries' extractor reads only text attributes.
  const description = tr('The page you were looking for could not be found.');
  return (
    <section className={styles.page} data-testid="not-found">
      <PageHead
        title={tr('Page not found | Navdhara Group')}
        description={description}
        canonicalPath="/404"
        robots="noindex, follow"
      />
      <svg
        className={styles.art}
        viewBox="0 0 240 150"
        width="240"
        height="150"
        role="img"
        aria-label={tr('A hen looking at an empty nest')}
      >
        <ellipse cx="170" cy="128" rx="52" ry="12" fill="#e6d3a8" />
        <path
          d="M122 126c10-14 86-14 96 0"
          fill="none"
          stroke="#b45309"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <ellipse cx="70" cy="96" rx="40" ry="32" fill="#fff" stroke="#14623a" strokeWidth="4" />
        <circle cx="96" cy="62" r="18" fill="#fff" stroke="#14623a" strokeWidth="4" />
        <path d="M92 44c2-8 10-10 14-4-6 0-8 2-8 6" fill="#d94b3d" />
        <path d="M113 62l12 4-12 4z" fill="#f5a524" />
        <circle cx="100" cy="59" r="2.6" fill="#14201a" />
        <path d="M58 128v12M80 128v12" stroke="#b45309" strokeWidth="4" strokeLinecap="round" />
        <text x="160" y="70" fontSize="34" fontWeight="700" fill="#b45309" fontFamily="sans-serif">
          ?
        </text>
      </svg>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <span className="visually-hidden">404 - </span>
        {tr('Oops! Page not found')}
      </h1>
      <p className={styles.text}>
        {tr(
          'Looks like this page has flown the coop. We searched every shed, counted every nest and checked the feed store, but the page you are looking for has wandered off the farm. It may have moved, or the link may be mistyped.',
        )}
      </p>
      <Link to="/" className={styles.home}>
        {tr('Back to the homepage')}
      </Link>
    </section>
  );
}
