import type { ReactNode } from 'react';
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  PageHead,
  shareImageOf,
  trFormat,
  localize,
  type MediaImage,
} from '@navdhara/shared';
import { CmsImage, cmsImageLang, cmsImageSources, Hero, Section } from '@navdhara/shared/ui';
import { images } from '../content/images';
import { ShareIcons } from './ShareIcons';
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
  /** The article's language when it is not the page's (shown in English on a Hindi page). */
  lang?: string;
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
  lang,
}: ArticleLayoutProps) {
  // The banner is the page's LCP image: the Hero loads it eagerly with high priority, the full
  // width of the window at every breakpoint.
  const banner = image
    ? {
        ...cmsImageSources(image),
        alt: image.alternativeText,
        lang: cmsImageLang(image),
        sizes: '100vw',
      }
    : localize(images.bannerMedia);
  return (
    <>
      <PageHead
        title={trFormat('{title} | Navdhara Group', { title })}
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
      <Hero
        // The banner's title is the article's, in the article's language (English on a Hindi page
        // where the CMS has no Hindi of it).
        title={lang ? <span lang={lang}>{title}</span> : title}
        eyebrow={eyebrow}
        image={banner}
        height="short"
      />
      <Section width="narrow">
        <article className={styles.article} data-testid="article" lang={lang}>
          <div className={styles.top}>
            <div className={styles.meta}>{meta}</div>
            <ShareIcons url={absoluteUrl(path)} title={title} />
          </div>
          {image && (
            // The same file as the banner above it on phones (both ask for about the window's
            // width), so it costs no second download there; lazy, as the banner is the LCP.
            <CmsImage
              image={image}
              sizes="(min-width: 960px) 880px, 100vw"
              className={styles.image}
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
