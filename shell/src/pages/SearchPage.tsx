import {
  currentLocale,
  messages,
  searchSite,
  SEARCH_PAGE_SIZE,
  tr,
  type PageLoaderArgs,
  type PageProps,
  type SearchAnswer,
} from '@navdhara/shared';
import { Button, Section, Spinner } from '@navdhara/shared/ui';
import { offsetOf, readSearchRequest, SearchForm, SearchResults } from '@navdhara/shared/search';
import styles from './SearchPage.module.css';

/**
 * The search's answer for the address's query (`?q=layer+feed&page=2`), in the page's language:
 * from the site server's index on the server, from its JSON address on a move in the app. No
 * words, no search: the page shows its form.
 */
export const loader = ({ search }: PageLoaderArgs) => {
  const { query, page } = readSearchRequest(search);
  const lang = currentLocale();
  const offset = offsetOf(page);
  return {
    answer: (): Promise<SearchAnswer> =>
      query.trim()
        ? searchSite(query, { lang, offset })
        : Promise.resolve({
            query: '',
            lang,
            total: 0,
            offset,
            limit: SEARCH_PAGE_SIZE,
            results: [],
            empty: true,
          }),
  };
};

/**
 * /search (and /hi/search, /pa/search): the site's search, rendered on the server with its
 * results, so it works without script. A GET form, the results with the matching words marked,
 * Previous and Next, and a clear word for each other case.
 */
export default function SearchPage({ data }: PageProps<typeof loader>) {
  const { answer } = data;
  const shown = answer.status === 'success' ? answer.data : null;
  return (
    <Section width="narrow" className={styles.page}>
      <h1 className={styles.title}>{tr('Search')}</h1>
      <SearchForm query={shown?.query ?? ''} />
      <div className={styles.answer} aria-live="polite">
        {answer.status === 'loading' && <Spinner label={tr('Searching')} />}
        {answer.status === 'error' && (
          <div className={styles.failed} role="status" data-testid="search-failed">
            <p>{tr(messages.content.loadFailed)}</p>
            <Button variant="secondary" size="sm" onClick={answer.reload}>
              {tr(messages.remote.retry)}
            </Button>
          </div>
        )}
        {shown && <SearchResults answer={shown} page={pageOf(shown)} />}
      </div>
    </Section>
  );
}

/** The page of results an answer is, from its offset (pages of SEARCH_PAGE_SIZE results). */
function pageOf(answer: SearchAnswer): number {
  return Math.floor(answer.offset / SEARCH_PAGE_SIZE) + 1;
}
