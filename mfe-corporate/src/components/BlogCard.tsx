import { Link } from 'react-router-dom';
import { formatDate, truncate, truncation, type Blog } from '@navdhara/shared';
import { useMediaQuery } from '@navdhara/shared/ui';
import styles from './BlogCard.module.css';

interface BlogCardProps {
  blog: Blog;
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
    >
      <div className={styles.media}>
        {blog.image ? (
          <img
            src={blog.image.formats.small?.url ?? blog.image.url}
            alt={blog.image.alternativeText}
            width={blog.image.formats.small?.width ?? blog.image.width ?? 800}
            height={blog.image.formats.small?.height ?? blog.image.height ?? 560}
            loading="lazy"
            decoding="async"
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
          Read more →
        </span>
      </div>
    </article>
  );
}
