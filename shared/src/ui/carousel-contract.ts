import type { EmblaOptionsType } from 'embla-carousel';

/**
 * What the carousel's server HTML tells the script that runs it, the same whether that is the app's
 * `Carousel` or the part script a first tap loads before the app (first-action/carousel.ts):
 * where its viewport and buttons are and how its engine is set.
 */
export const CAROUSEL_DOM = {
  /** On the carousel's root: its engine settings (`CarouselSettings`, JSON). */
  settings: 'data-carousel-settings',
  viewport: 'data-carousel-viewport',
  previous: 'data-carousel-previous',
  next: 'data-carousel-next',
  /** The autoplay's pause button, with its two names (the part script has no dictionary). */
  pause: 'data-carousel-pause',
  pauseLabel: 'data-label-pause',
  playLabel: 'data-label-play',
  /** Set on the viewport while Embla runs; styles for the time before it key off its absence. */
  engine: 'data-carousel-engine',
  /** Set on the slide in view (`selected`), for styles and tests. */
  selected: 'data-selected',
} as const;

/** A carousel's engine settings, as its props give them. */
export interface CarouselSettings {
  loop: boolean;
  align: 'start' | 'center';
  speedMs: number;
  /** The autoplay's interval; none without it. Never runs under prefers-reduced-motion. */
  autoplayMs?: number;
}

/** Embla's options for a carousel: its duration is in Embla's own units (about 20 ms each at 60 fps). */
export function emblaOptions(settings: CarouselSettings, reducedMotion: boolean): EmblaOptionsType {
  const duration = Math.max(10, Math.round(settings.speedMs / 20));
  return {
    loop: settings.loop,
    align: settings.align,
    duration: reducedMotion ? 10 : duration,
    containScroll: settings.loop ? false : 'trimSnaps',
  };
}
