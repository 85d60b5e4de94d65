import { getRuntimeConfig } from '../config/runtime';
import { site } from '../config/site';
import { jsonLdText } from './structured-data';

export interface PageHeadProps {
  title: string;
  description: string;
  /** Path of the canonical URL (aliases pass the table's spelling). */
  canonicalPath: string;
  image?: string;
  type?: 'website' | 'article';
  /** Structured data objects, each rendered as its own JSON-LD script. */
  jsonLd?: readonly object[];
  /** Defaults to "index, follow" (docs/requirements.md#page-head); the 404 page is kept out of the index. */
  robots?: string;
}

/** Absolute URL on the public site for a path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${getRuntimeConfig().siteUrl}/`).toString();
}

/**
 * The head of a page (docs/requirements.md#page-head: title, description, robots, social tags, canonical). React 19
 * hoists these elements into <head>, and the renderer moves them into <head> of the served HTML.
 */
export function PageHead({ title, description, canonicalPath, image, type = 'website', jsonLd = [], robots = 'index, follow' }: PageHeadProps) {
  const url = absoluteUrl(canonicalPath);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={robots} />
      {robots.startsWith('index') && <link rel="canonical" href={url} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={site.name} />
      {image && <meta property="og:image" content={new URL(image, url).toString()} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
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
