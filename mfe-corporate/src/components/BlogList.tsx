import type { BlogSummary, ItemState } from '@navdhara/shared';
import { Section, SectionHeading } from '@navdhara/shared/ui';
import { BlogCard } from './BlogCard';
import { LoadState } from './LoadState';
import styles from './ArticleMeta.module.css';

/** The blog list under an article; `wide` cards on media articles (docs/requirements.md#media-and-blog-articles). */
export function BlogList({
  blogs,
  excludeId,
  layout = 'regular',
  title = 'More from our blog',
}: {
  blogs: ItemState<BlogSummary[]>;
  excludeId?: number;
  layout?: 'regular' | 'wide';
  title?: string;
}) {
  const items = (blogs.data ?? []).filter((b) => b.id !== excludeId).slice(0, 3);
  return (
    <Section tone="muted" labelledBy="blog-list-heading">
      <SectionHeading id="blog-list-heading" eyebrow="Blog" title={title} />
      <LoadState
        loading={blogs.loading}
        failed={blogs.status === 'error'}
        label="Loading blog posts"
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
