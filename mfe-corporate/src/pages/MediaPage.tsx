import { useRef, useState } from 'react';
import {
  currentLocale,
  getMediaPressesPage,
  localize,
  tr,
  trFormat,
  type PageLoaderArgs,
  type PageProps,
} from '@navdhara/shared';
import { Hero, Paginator, Section, useFetch } from '@navdhara/shared/ui';
import { LoadState } from '../components/LoadState';
import { MediaCard } from '../components/MediaCard';
import { images } from '../content/images';
import { mediaIntro } from '../content/pages';
import styles from './MediaPage.module.css';

/** docs/requirements.md#media-page: 4 press items per page. */
const PAGE_SIZE = 4;

/** The first page of press releases, from the CMS; the paginator fetches the others. */
export const loader = ({ locale }: PageLoaderArgs) => ({
  firstPage: () => getMediaPressesPage(locale, 1, PAGE_SIZE),
});

export default function MediaPage({ data }: PageProps<typeof loader>) {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const otherPage = useFetch(() => getMediaPressesPage(currentLocale(), page, PAGE_SIZE), [page], {
    enabled: page !== 1,
  });
  const result = page === 1 ? data.firstPage : otherPage;
  // Keep the paginator while the next page loads.
  const [lastPageCount, setLastPageCount] = useState(0);
  const pageCount = result.data?.pageCount ?? lastPageCount;
  if (result.data && result.data.pageCount !== lastPageCount)
    setLastPageCount(result.data.pageCount);

  const intro = localize(mediaIntro);

  const goTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <Hero
        title={intro.title}
        eyebrow={intro.eyebrow}
        subtitle={intro.intro}
        image={localize(images.bannerMedia)}
        height="short"
      />
      <Section>
        {/* Paging scrolls here, below the sticky header (base.css: scroll-padding-top). */}
        <div ref={top} />
        <LoadState
          loading={result.loading}
          failed={result.status === 'error'}
          label={tr('Loading press releases')}
          onRetry={result.reload}
          testId="media"
        >
          <ul
            className={styles.grid}
            data-testid="media-grid"
            aria-label={trFormat('Press releases, page {page}', { page })}
          >
            {(result.data?.items ?? []).map((item) => (
              <li key={item.id}>
                <MediaCard item={item} />
              </li>
            ))}
          </ul>
        </LoadState>
        {pageCount > 1 && (
          <Paginator
            current={page}
            total={pageCount}
            onChange={goTo}
            label={tr('Press release pages')}
          />
        )}
      </Section>
    </>
  );
}
