import type { ReactNode } from 'react';
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  PageHead,
  shareImageOf,
  type MediaImage,
} from '@navdhara/shared';
import { Hero, Section, ShareIcons } from '@navdhara/shared/ui';
import { images } from '../content/images';
import styles from './ArticleLayout.module.css';

interface ArticleLayoutProps {
  path: string;
  title: string;
  description: string;
  eyebrow: string;
  image: MediaImage | null;
  /** Date, author, tab label. */
  meta: ReactNode;
  children: ReactNode;
  /** Under the content: READ MORE and the like. */
  footer?: ReactNode;
  /** For the Article structured data. */
  datePublished?: string;
  /** The CMS's last edit (its updatedAt), for the Article structured data. */
  dateModified?: string;
  author?: string;
  /**
   * Breadcrumb parent, e.g. Media and Press Releases; none when the site has no list page for the
   * kind of article (blog posts: Home > the post).
   */
  parent?: { name: string; path: string };
}

/**
 * The frame of a media or blog article: head (type article, its own image as the share image when
 * it has one), banner, meta line, share icons.
 */
export function ArticleLayout({
  path,
  title,
  description,
  eyebrow,
  image,
  meta,
  children,
  footer,
  datePublished,
  dateModified,
  author,
  parent,
}: ArticleLayoutProps) {
  const banner = image
    ? {
        src: image.formats.large?.url ?? image.url,
        alt: image.alternativeText,
        width: image.formats.large?.width ?? image.width ?? 1600,
        height: image.formats.large?.height ?? image.height ?? 700,
      }
    : images.bannerMedia;
  return (
    <>
      <PageHead
        title={`${title} | Navdhara Group`}
        description={description}
        canonicalPath={path}
        type="article"
        image={shareImageOf(image, title)}
        jsonLd={[
          articleJsonLd({
            headline: title,
            path,
            image: image?.url,
            datePublished,
            dateModified,
            author,
            description,
          }),
          breadcrumbJsonLd(parent ? [parent, { name: title, path }] : [{ name: title, path }]),
        ]}
      />
      <Hero title={title} eyebrow={eyebrow} image={banner} height="short" />
      <Section width="narrow">
        <article className={styles.article} data-testid="article">
          <div className={styles.top}>
            <div className={styles.meta}>{meta}</div>
            <ShareIcons url={absoluteUrl(path)} title={title} />
          </div>
          {image && (
            <img
              className={styles.image}
              src={image.formats.large?.url ?? image.url}
              alt={image.alternativeText}
              width={image.formats.large?.width ?? image.width ?? 1200}
              height={image.formats.large?.height ?? image.height ?? 800}
              decoding="async"
              data-testid="article-image"
            />
          )}
          <div className={styles.content}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </article>
      </Section>
    </>
  );
}
