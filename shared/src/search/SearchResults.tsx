import { Link } from 'react-router-dom';
import {
  currentLocale,
  formatNumber,
  localizedPath,
  MAX_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  SECTIONS,
  splitLocalePath,
  tr,
  trFormat,
  useMarkBadRequest,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
} from '@navdhara/shared';
import { MarkedText } from './MarkedText';
import { searchPath } from './query';
import styles from './SearchResults.module.css';

/** What each kind of result is called on its label. */
const KIND_LABELS: Record<SearchKind, string> = {
  product: 'Product',
  page: 'Page',
  faq: 'Question and answer',
  blog: 'Blog article',
  press: 'Press release',
};

/** Each division's name, as the site's menu names it. */
const DIVISION_LABELS: Record<string, string> = {
  foods: 'Foods',
  hatchery: 'Hatcheries',
  proteins: 'Proteins',
  equipments: 'Equipments',
  feeds: 'Feeds',
};

/**
 * A result's address as a link: in the app (through the router, which adds the language prefix)
 * when it is a page of this language, else as it is.
 */
function ResultLink({ hit }: { hit: SearchHit }) {
  const title = <MarkedText pieces={hit.title} />;
  const own = splitLocalePath(hit.url);
  return own.locale === currentLocale() && hit.url.startsWith('/') ? (
    <Link to={own.path} className={styles.link}>
      {title}
    </Link>
  ) : (
    <a href={hit.url} className={styles.link}>
      {title}
    </a>
  );
}

function Result({ hit }: { hit: SearchHit }) {
  const division = hit.division ? DIVISION_LABELS[hit.division] : undefined;
  return (
    <li className={styles.result} data-testid="search-result" data-kind={hit.kind}>
      <p className={styles.meta}>
        <span className={`${styles.kind} ${styles[hit.kind] ?? ''}`}>
          {tr(KIND_LABELS[hit.kind])}
        </span>
        {division && <span className={styles.division}>{tr(division)}</span>}
      </p>
      <h2 className={styles.title}>
        <ResultLink hit={hit} />
      </h2>
      {hit.englishTitle && (
        <p className={styles.english}>
          {tr('In English:')}{' '}
          <span lang="en" translate="no">
            {hit.englishTitle}
          </span>
        </p>
      )}
      {hit.snippet.length > 0 && (
        <p className={styles.snippet}>
          <MarkedText pieces={hit.snippet} />
        </p>
      )}
    </li>
  );
}

/** The five division pages, where a search that found nothing may go on. */
function Suggestions() {
  return (
    <div className={styles.suggestions} data-testid="search-suggestions">
      <h2 className={styles.suggestionsTitle}>{tr('Browse our divisions instead')}</h2>
      <ul className={styles.divisions}>
        {SECTIONS.map((section) => (
          <li key={section}>
            <Link to={`/${section}`} className={styles.division}>
              {tr(DIVISION_LABELS[section] ?? section)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Previous and Next, as plain links to the search's other pages: each page of results is the
 * server's (SEARCH_PAGE_SIZE results), with or without script.
 */
function Pages({ answer, page }: { answer: SearchAnswer; page: number }) {
  const pageCount = Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE));
  const href = (to: number) => localizedPath(searchPath(answer.query, to), currentLocale());
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={tr('Result pages')} data-testid="search-pages">
      {page > 1 ? (
        <a href={href(page - 1)} className={styles.pageLink} rel="prev">
          {tr('Previous page')}
        </a>
      ) : (
        <span />
      )}
      <span className={styles.pageOf}>
        {trFormat('Page {page} of {count}', {
          page: formatNumber(page),
          count: formatNumber(pageCount),
        })}
      </span>
      {page < pageCount ? (
        <a href={href(page + 1)} className={styles.pageLink} rel="next">
          {tr('Next page')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The search's answer: how many results and which, marked where they match, with Previous and
 * Next; or what to do when there is nothing to show (no words yet, nothing found, words too many).
 */
export function SearchResults({ answer, page }: { answer: SearchAnswer; page: number }) {
  // A query refused for its length is a 400 (the server answers with this page's status).
  useMarkBadRequest(answer.error === 'too-long');
  if (answer.error === 'too-long')
    return (
      <p className={styles.problem} role="alert" data-testid="search-too-long">
        {trFormat('Your search is too long. Please use at most {count} characters.', {
          count: formatNumber(MAX_QUERY_LENGTH),
        })}
      </p>
    );
  if (answer.empty || !answer.query.trim())
    return (
      <p className={styles.hint} data-testid="search-hint">
        {tr('Type a product’s name, a word or a question, for example “layer feed”.')}
      </p>
    );
  if (answer.results.length === 0)
    return (
      <div data-testid="search-none">
        <p className={styles.status} role="status">
          {trFormat('Nothing on the site matches “{query}”.', { query: answer.query })}
        </p>
        <p className={styles.hint}>{tr('Check the spelling, or try fewer or other words.')}</p>
        <Suggestions />
      </div>
    );
  return (
    <div data-testid="search-results">
      <p className={styles.status} role="status" data-testid="search-count">
        {trFormat(answer.total === 1 ? '1 result for “{query}”' : '{count} results for “{query}”', {
          count: formatNumber(answer.total),
          query: answer.query,
        })}
      </p>
      {answer.partial && (
        <p className={styles.partial} data-testid="search-partial">
          {tr('No result has all of your words: these have some of them.')}
        </p>
      )}
      <ol className={styles.list} start={answer.offset + 1}>
        {answer.results.map((hit) => (
          <Result key={hit.id} hit={hit} />
        ))}
      </ol>
      <Pages answer={answer} page={page} />
    </div>
  );
}
