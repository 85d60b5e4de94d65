import { tr, type BlogSummary, type ItemState } from '@navdhara/shared';
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { blogArticleIntro } from '../content/pages';
import { BlogCard } from './BlogCard';
import { LoadState } from './LoadState';
import styles from './ArticleMeta.module.css';

/** The blog list under an article; `wide` cards on media articles (docs/requirements.md#media-and-blog-articles). */
export function BlogList({
  blogs,
  excludeId,
  layout = 'regular',
  title,
}: {
  blogs: ItemState<BlogSummary[]>;
  excludeId?: number;
  layout?: 'regular' | 'wide';
  /** In the page's language; the default: More from our blog. */
  title?: string;
}) {
  const items = (blogs.data ?? []).filter((b) => b.id !== excludeId).slice(0, 3);
  return (
    <Section tone="muted" labelledBy="blog-list-heading">
      <SectionHeading
        id="blog-list-heading"
        eyebrow={tr(blogArticleIntro.eyebrow)}
        title={title ?? tr('More from our blog')}
      />
      <LoadState
        loading={blogs.loading}
        failed={blogs.status === 'error'}
        label={tr('Loading blog posts')}
        onRetry={blogs.reload}
        testId="blog-list"
      >
        <div
          className={`${styles.list} ${layout === 'regular' ? styles.grid : ''}`}
          data-testid="blog-list"
        >
          {items.map((blog) => (
            <BlogCard key={blog.id} blog={blog} layout={layout} />
          ))}
        </div>
      </LoadState>
    </Section>
  );
}
