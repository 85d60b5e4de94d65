import { getRuntimeConfig } from '../config/runtime';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localizedPath, type Locale } from '../i18n/locales';
import { currentLocale } from '../i18n/translate';
import { site } from '../config/site';
import type { MediaImage } from '../types/content';
import { jsonLdText } from './structured-data';

/** An image for link previews: where it is (absolute, or a path on the site), its size and its text. */
export interface ShareImage {
  url: string;
  /** Pixels; null when the CMS did not record them (the size tags are then left out). */
  width: number | null;
  height: number | null;
  alt: string;
}

/** The site's default share image (site config), for every page without one of its own. */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: site.shareImage.path,
  width: site.shareImage.width,
  height: site.shareImage.height,
  alt: site.shareImage.alt,
};

/**
 * A CMS image as a page's share image, or null (the default is used) when there is none or it is
 * an SVG, which most link previews refuse. Its alternative text, else `fallbackAlt` (the title).
 */
export function shareImageOf(image: MediaImage | null, fallbackAlt: string): ShareImage | null {
  if (!image || /\.svgz?$/i.test(new URL(image.url, 'http://x/').pathname)) return null;
  return {
    url: image.url,
    width: image.width,
    height: image.height,
    alt: image.alternativeText || fallbackAlt,
  };
}

export interface PageHeadProps {
  title: string;
  description: string;
  /** Path of the canonical URL (aliases pass the table's spelling). */
  canonicalPath: string;
  /** The page's own share image (an article's); the site's default otherwise. */
  image?: ShareImage | null;
  type?: 'website' | 'article';
  /** Structured data objects, each rendered as its own JSON-LD script. */
  jsonLd?: readonly object[];
  /** Defaults to "index, follow" (docs/requirements.md#page-head); the 404 page is kept out of the index. */
  robots?: string;
}

/** Absolute URL on the public site for a path. */
/** The page's address on the site, in the language being rendered (`/feeds` -> `/hi/feeds`). */
export function absoluteUrl(path: string, locale: Locale = currentLocale()): string {
  return new URL(localizedPath(path, locale), `${getRuntimeConfig().siteUrl}/`).toString();
}

/**
 * The head of a page (docs/requirements.md#page-head: title, description, robots, social tags, canonical). React 19
 * hoists these elements into <head>, and the renderer moves them into <head> of the served HTML.
 * Every page has a share image with its size and text, as an absolute URL on the site's origin
 * like the canonical link, and a large-image card.
 */
export function PageHead({
  title,
  description,
  canonicalPath,
  image,
  type = 'website',
  jsonLd = [],
  robots = 'index, follow',
}: PageHeadProps) {
  const locale = currentLocale();
  const url = absoluteUrl(canonicalPath, locale);
  const share = image ?? DEFAULT_SHARE_IMAGE;
  const indexed = robots.startsWith('index');
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={robots} />
      {indexed && <link rel="canonical" href={url} />}
      {/* Each language's address of the page, so search engines show readers their own. */}
      {indexed &&
        LOCALES.map((other) => (
          <link
            key={other}
            rel="alternate"
            hrefLang={other}
            href={absoluteUrl(canonicalPath, other)}
          />
        ))}
      {indexed && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={absoluteUrl(canonicalPath, DEFAULT_LOCALE)}
        />
      )}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={LOCALE_INFO[locale].ogLocale} />
      <meta property="og:image" content={new URL(share.url, url).toString()} />
      {share.width !== null && share.height !== null && (
        <>
          <meta property="og:image:width" content={String(share.width)} />
          <meta property="og:image:height" content={String(share.height)} />
        </>
      )}
      <meta property="og:image:alt" content={share.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD must be raw text; JSON with "<" escaped cannot close the tag.
          dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
        />
      ))}
    </>
  );
}
