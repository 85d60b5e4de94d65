import { UserRound } from 'lucide-react';
import {
  contentLang,
  getBlog,
  getBlogs,
  tr,
  type PageLoaderArgs,
  type PageProps,
} from '@navdhara/shared';
import { NotFound, Section, Spinner, staticParts } from '@navdhara/shared/ui';
import { ArticleDate } from '../components/ArticleDate';
import { ArticleLayout } from '../components/ArticleLayout';
import { LoadState } from '../components/LoadState';
import meta from '../components/ArticleMeta.module.css';
import { blogArticleIntro } from '../content/pages';

/** The post (null when the CMS has no such id: the 404 page) and the other posts listed under it. */
export const loader = ({ locale, params }: PageLoaderArgs) => ({
  blog: () => getBlog(locale, params.id ?? ''),
  blogs: () => getBlogs(locale),
});

const parts = staticParts(
  'blog-article',
  () => import(/* webpackChunkName: "blog-article-parts" */ './BlogArticlePage.parts'),
);
const ArticleBody = parts.part('ArticleBody');
const RelatedPosts = parts.part('RelatedPosts');

export default function BlogArticlePage({ data }: PageProps<typeof loader>) {
  const { blog } = data;

  if (blog.loading) {
    return (
      <Section>
        <Spinner label={tr('Loading the article')} size="lg" />
      </Section>
    );
  }
  if (blog.status === 'success' && blog.data === null) return <NotFound />;
  if (blog.status === 'error' || !blog.data) {
    return (
      <Section>
        <h1 className="visually-hidden">{tr('Blog')}</h1>
        <LoadState loading={false} failed label={tr('Blog')} onRetry={blog.reload}>
          {null}
        </LoadState>
      </Section>
    );
  }

  const post = blog.data;
  return (
    <>
      <ArticleLayout
        path={`/blog/${post.id}`}
        title={post.title}
        description={post.description}
        eyebrow={tr(blogArticleIntro.eyebrow)}
        image={post.image}
        datePublished={post.publishedAt}
        dateModified={post.updatedAt}
        author={post.author}
        lang={contentLang(post)}
        // No parent crumb: the site has no list of all posts (the home page's carousel shows a few).
        meta={
          <>
            {post.tab && (
              <span className={meta.chip} data-testid="blog-tab">
                {post.tab}
              </span>
            )}
            {post.author && (
              <span className={meta.item} data-testid="blog-author">
                <UserRound size={16} aria-hidden="true" /> {post.author}
              </span>
            )}
            <ArticleDate date={post.publishedAt} />
          </>
        }
      >
        <ArticleBody blocks={post.content} />
      </ArticleLayout>
      <RelatedPosts blogs={data.blogs} excludeId={post.id} />
    </>
  );
}
