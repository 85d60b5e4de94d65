import { Newspaper } from 'lucide-react';
import {
  contentLang,
  getBlogs,
  getMediaPress,
  tr,
  truncate,
  type PageLoaderArgs,
  type PageProps,
} from '@navdhara/shared';
import { ButtonLink, NotFound, Section, Spinner, staticParts } from '@navdhara/shared/ui';
import { ArticleDate } from '../components/ArticleDate';
import { ArticleLayout } from '../components/ArticleLayout';
import { LoadState } from '../components/LoadState';
import meta from '../components/ArticleMeta.module.css';
import { mediaIntro } from '../content/pages';

function plainText(blocks: ReadonlyArray<{ type: string; children?: unknown }>): string {
  const first = blocks.find((b) => b.type === 'paragraph');
  const children = Array.isArray(first?.children)
    ? (first.children as Array<{ text?: string; children?: Array<{ text?: string }> }>)
    : [];
  return children
    .map((c) => c.text ?? c.children?.map((x) => x.text ?? '').join('') ?? '')
    .join('');
}

/** The press release (null when the CMS has no such id: the 404 page) and blog posts under it. */
export const loader = ({ locale, params }: PageLoaderArgs) => ({
  article: () => getMediaPress(locale, params.id ?? ''),
  blogs: () => getBlogs(locale),
});

const parts = staticParts(
  'media-article',
  () => import(/* webpackChunkName: "media-article-parts" */ './MediaArticlePage.parts'),
);
const ArticleBody = parts.part('ArticleBody');
const RelatedPosts = parts.part('RelatedPosts');

export default function MediaArticlePage({ data }: PageProps<typeof loader>) {
  const { article } = data;

  if (article.loading) {
    return (
      <Section>
        <Spinner label={tr('Loading the press release')} size="lg" />
      </Section>
    );
  }
  if (article.status === 'success' && article.data === null) return <NotFound />;
  if (article.status === 'error' || !article.data) {
    return (
      <Section>
        <h1 className="visually-hidden">{tr('Press release')}</h1>
        <LoadState loading={false} failed label={tr('Press release')} onRetry={article.reload}>
          {null}
        </LoadState>
      </Section>
    );
  }

  const item = article.data;
  const path = `/media-article/${item.id}`;
  const mediaTitle = tr(mediaIntro.title);
  // Hoisted: the texts in the footer's markup are found here (npm run i18n reads attribute
  // values only for the text attributes).
  const readMore = tr('READ MORE');
  const readMoreOf = tr('press releases');
  return (
    <>
      <ArticleLayout
        lang={contentLang(item)}
        path={path}
        title={item.title}
        description={truncate(plainText(item.content) || `${item.media}: ${item.title}`, 155)}
        eyebrow={mediaTitle}
        image={item.image}
        datePublished={item.date}
        dateModified={item.updatedAt}
        parent={{ name: mediaTitle, path: '/media' }}
        meta={
          <>
            <span className={meta.chip}>
              <Newspaper size={14} aria-hidden="true" /> {item.media}
            </span>
            <ArticleDate date={item.date} />
          </>
        }
        footer={
          <ButtonLink to="/media" data-testid="read-more">
            {readMore}
            <span className="visually-hidden"> {readMoreOf}</span>
          </ButtonLink>
        }
      >
        <ArticleBody blocks={item.content} />
      </ArticleLayout>
      <RelatedPosts blogs={data.blogs} />
    </>
  );
}
