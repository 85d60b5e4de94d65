import type { ReactNode } from 'react';
import { tr } from '@navdhara/shared';
import type { ImageAsset } from '../types/ui';
import { Spinner } from './Spinner';
import { useImageLoading } from './useImageLoading';
import styles from './Hero.module.css';

export type HeroImage = Omit<ImageAsset, 'width' | 'height'> &
  Partial<Pick<ImageAsset, 'width' | 'height'>> & {
    srcSet?: string;
    sizes?: string;
    /** The alt's language when it is not the page's (`cmsImageLang`). */
    lang?: string;
  };

export interface HeroProps {
  title: ReactNode;
  /** Small label above the title (division name, "Press release", ...). */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /**
   * Artwork, or a CMS image as `cmsImageSources` gives it (an article's banner) with `srcSet` and
   * `sizes`; its width and height may then be unknown (the banner's box does not depend on them).
   */
  image: HeroImage;
  /** Banner height on desktop; phones use a shorter one. */
  height?: 'short' | 'regular' | 'tall';
  /** Banner content under the title: call to action buttons and the like. */
  children?: ReactNode;
  /** Render the title as H1 (default) - every page has exactly one. */
  headingLevel?: 1 | 2;
}

/**
 * The banner at the top of every page (docs/requirements.md#hero-banner): image, content, alt text and height, with
 * a spinner until the image has loaded. The image is the LCP element, so it loads eagerly with
 * high priority and fixed dimensions (no layout shift).
 */
export function Hero({
  title,
  eyebrow,
  subtitle,
  image,
  height = 'regular',
  children,
  headingLevel = 1,
}: HeroProps) {
  const { imageRef, loading, imageEvents } = useImageLoading(image.src);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className={`${styles.hero} ${styles[height]}`} aria-labelledby={undefined}>
      <img
        className={styles.image}
        {...image}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        ref={imageRef}
        {...imageEvents}
      />
      <div className={styles.scrim} aria-hidden="true" />
      {loading && <Spinner className={styles.spinner} label={tr('Loading banner image')} />}
      <div className={styles.content}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>{title}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
