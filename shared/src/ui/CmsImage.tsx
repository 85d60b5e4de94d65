import type { ImgHTMLAttributes } from 'react';
import { contentLang } from '@navdhara/shared';
import type { ImageFormat, MediaImage } from '../types/content';

/** A CMS image as list records and rich-text blocks carry it (blocks may lack `formats`). */
export type CmsImageInput = ImageFormat & {
  alternativeText: string;
  altLang?: MediaImage['altLang'];
  formats?: MediaImage['formats'];
};

/**
 * The `lang` of an `<img>` showing `alt`: the file's English description standing in for the
 * entry's on a Hindi or Punjabi page is marked `en` (an alt attribute is in its element's
 * language), as `contentLang` marks a whole entry; an alt of the caller's own is not.
 */
export function cmsImageLang(
  image: Pick<CmsImageInput, 'alternativeText' | 'altLang'>,
  alt: string = image.alternativeText,
): string | undefined {
  return alt === image.alternativeText ? contentLang({ lang: image.altLang }) : undefined;
}

type Sized = { url: string; width: number; height: number };

/** What an `<img>` needs for the browser to pick the smallest file that fills its box. */
export interface CmsImageSources {
  src: string;
  /** `url 245w, url 500w, ...`; undefined when no file has a known width. */
  srcSet: string | undefined;
  /** Intrinsic size of the widest file: the box is reserved before any file arrives. */
  width: number | undefined;
  height: number | undefined;
}

/**
 * The renditions Strapi made (thumbnail, small, medium, large) and the original, as a `srcset`
 * with width descriptors: only files with a known size, narrowest first, one per width (the
 * rendition wins over an original of the same width). `src` stays the original, for anything
 * that reads it directly.
 */
export function cmsImageSources(image: CmsImageInput): CmsImageSources {
  const files = [...Object.values(image.formats ?? {}), image]
    .filter((f): f is Sized => !!f && f.width! > 0 && f.height! > 0)
    // Array sort is stable, so of equal widths the rendition listed first stays first.
    .sort((a, b) => a.width - b.width)
    .filter((f, i, all) => f.width !== all[i - 1]?.width);
  const widest = files[files.length - 1];
  return {
    src: image.url,
    srcSet: files.map((f) => `${f.url} ${f.width}w`).join(', ') || undefined,
    width: widest?.width,
    height: widest?.height,
  };
}

export interface CmsImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  image: CmsImageInput;
  /** The rendered width at each breakpoint, as the layout's CSS sets it. */
  sizes: string;
  /** The page's LCP image (at most one per page): fetched at once and first. Else lazy. */
  priority?: boolean;
}

/**
 * Every CMS image on the site: `srcset` from Strapi's renditions, `sizes` from the caller, the
 * intrinsic width and height (no layout shift), the CMS's alternative text unless `alt` is given
 * (`alt=""` for a purely decorative one) and its language when not the page's, lazy unless it is
 * the page's LCP.
 */
export function CmsImage({ image, priority, ...rest }: CmsImageProps) {
  return (
    <img
      alt={image.alternativeText}
      lang={cmsImageLang(image, rest.alt)}
      {...cmsImageSources(image)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}
