import { Link } from 'react-router-dom';
import {
  contentLang,
  formatDate,
  tr,
  truncate,
  truncation,
  type BlogSummary,
} from '@navdhara/shared';
import { CmsImage, useMediaQuery } from '@navdhara/shared/ui';
import styles from './BlogCard.module.css';

interface BlogCardProps {
  blog: BlogSummary;
  /** `wide`: image beside the text (docs/requirements.md#media-and-blog-articles: /sustainability and media articles). */
  layout?: 'regular' | 'wide';
  /** Title limit: 45 in the carousel, 50 in the desktop slider (docs/requirements.md#text-truncation). */
  titleMax?: number;
  headingLevel?: 2 | 3;
}

/** A blog card linking to /blog/{id}; title and description cut per docs/requirements.md#text-truncation. */
export function BlogCard({ blog, layout = 'regular', titleMax, headingLevel = 3 }: BlogCardProps) {
  const desktop = useMediaQuery('(min-width: 1024px)');
  const narrowDesktop = useMediaQuery('(min-width: 1024px) and (max-width: 1279px)');
  const titleLimit =
    titleMax ?? (desktop ? truncation.blogTitleSlider : truncation.blogTitleCarousel);
  const descriptionLimit = narrowDesktop
    ? truncation.blogDescriptionNarrow
    : truncation.blogDescription;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/blog/${blog.id}`;
  return (
    <article
      className={`${styles.card} ${layout === 'wide' ? styles.wide : ''}`}
      data-testid="blog-card"
      lang={contentLang(blog)}
    >
      <div className={styles.media}>
        {blog.image ? (
          <CmsImage
            image={blog.image}
            // Wide: 38% of the row from 768 px. Regular: a carousel slide or grid cell, 1, 2
            // (768), 3 (1024) and 4 (1920, carousel) to a row.
            sizes={
              layout === 'wide'
                ? '(min-width: 768px) 38vw, 100vw'
                : '(min-width: 1920px) 25vw, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'
            }
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        {blog.tab && <span className={styles.tab}>{blog.tab}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {formatDate(blog.publishedAt)}
          {blog.author ? ` · ${blog.author}` : ''}
        </p>
        <Heading className={styles.title} title={blog.title}>
          <Link to={href} className={styles.link}>
            {truncate(blog.title, titleLimit)}
          </Link>
        </Heading>
        <p className={styles.description}>{truncate(blog.description, descriptionLimit)}</p>
        <span className={styles.more} aria-hidden="true">
          {tr('Read more')} →
        </span>
      </div>
    </article>
  );
}
