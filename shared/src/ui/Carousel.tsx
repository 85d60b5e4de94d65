import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { tr, trFormat } from '@navdhara/shared';
import { useLazyEmbla } from './useLazyEmbla';
import { usePrefersReducedMotion } from './useMediaQuery';
import { firstActionPart, needsScript } from './needs-script';
import { CAROUSEL_DOM, emblaOptions, type CarouselSettings } from './carousel-contract';
import styles from './Carousel.module.css';

/** Slides a centred loop needs for its stand-in layout (two before the first, one or more after). */
const MIN_SLIDES_FOR_LOOP_LAYOUT = 5;

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Latest blog posts". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /**
   * Class for each slide; sets its width per breakpoint with `flex-basis` (slides per view,
   * centre padding). Defaults to one full-width slide.
   */
  slideClassName?: string;
  loop?: boolean;
  align?: 'start' | 'center';
  /** Transition time in ms (docs/requirements.md#carousels-and-sliders: 500 blog, 800 events). */
  speedMs?: number;
  /** Autoplay interval in ms; adds a pause control. Never runs under prefers-reduced-motion. */
  autoplayMs?: number;
  showDots?: boolean;
  /** Visible slide label for screen readers, e.g. "Post". */
  slideNoun?: string;
  className?: string;
  testId?: string;
}

/**
 * A carousel on Embla (docs/requirements.md#carousels-and-sliders; the engine loads as it nears the screen): previous/next
 * buttons with labels, optional dots, and an autoplay that starts only after mount, has a visible
 * pause control, stops while the pointer or focus is inside, and never runs when the visitor
 * prefers reduced motion. The slides are plain DOM in a scroll row, so the server-rendered HTML shows
 * the first ones and search engines read all.
 */
export function Carousel({
  label,
  children,
  slideClassName,
  loop = true,
  align = 'start',
  speedMs = 500,
  autoplayMs,
  showDots = false,
  slideNoun = tr('Slide'),
  className,
  testId = 'carousel',
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  // The controls' names, as messages with values: word order follows the language.
  const noun = slideNoun.toLowerCase();
  const slideLabel = (index: number, count: number) =>
    trFormat('{noun} {number} of {count}', { noun: slideNoun, number: index + 1, count });
  const pauseLabel = trFormat('Pause {carousel}', { carousel: label });
  const playLabel = trFormat('Play {carousel}', { carousel: label });
  const previousLabel = trFormat('Previous {noun}', { noun });
  const nextLabel = trFormat('Next {noun}', { noun });
  const goToLabel = (index: number) =>
    trFormat('Go to {noun} {number}', { noun, number: index + 1 });
  const settings: CarouselSettings = { loop, align, speedMs, autoplayMs };
  const [viewportRef, api, control] = useLazyEmbla(emblaOptions(settings, reducedMotion));
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  // Every carousel starts at its first slide: there is nothing before it (unless it loops).
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const slides = Children.toArray(children);
  // The stand-in layout before Embla arrives (Carousel.module.css); too few slides and Embla does
  // not loop, so there is nothing to stand in for.
  const centredLoop = loop && align === 'center' && slides.length >= MIN_SLIDES_FOR_LOOP_LAYOUT;

  const sync = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setSnapCount(api.scrollSnapList().length);
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const frame = window.requestAnimationFrame(() => {
      sync();
      // A carousel taken over from its part script may have been paused there.
      if (pauseRef.current?.getAttribute('aria-pressed') === 'true') setPlaying(false);
    });
    api.on('select', sync).on('reInit', sync);
    return () => {
      window.cancelAnimationFrame(frame);
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  const autoplay = Boolean(autoplayMs) && !reducedMotion;
  useEffect(() => {
    if (!api || !autoplay || !playing || hovered || !autoplayMs) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') api.scrollNext();
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, autoplay, playing, hovered, autoplayMs]);

  return (
    <div
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      {...needsScript(Boolean(autoplayMs))}
      // Before the app boots, a first press (or an autoplay coming near the screen) loads only the
      // carousel's own script (first-action/carousel.ts), which reads these.
      {...firstActionPart('carousel')}
      {...{ [CAROUSEL_DOM.settings]: JSON.stringify(settings) }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef} {...{ [CAROUSEL_DOM.viewport]: '' }}>
        <div
          className={[styles.container, centredLoop ? styles.centredLoop : '']
            .filter(Boolean)
            .join(' ')}
          id={`${id}-slides`}
          aria-live={autoplay && playing ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              className={[styles.slide, slideClassName].filter(Boolean).join(' ')}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, slides.length)}
              data-testid={`${testId}-slide`}
              {...(index === selected ? { [CAROUSEL_DOM.selected]: 'true' } : {})}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        {autoplayMs ? (
          // In the server's HTML too (the part script autoplays before the app), hidden by CSS
          // under prefers-reduced-motion, where nothing autoplays.
          <button
            type="button"
            className={`${styles.control} ${styles.pause}`}
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? pauseLabel : playLabel}
            aria-pressed={!playing}
            ref={pauseRef}
            data-testid={`${testId}-pause`}
            {...{
              [CAROUSEL_DOM.pause]: '',
              [CAROUSEL_DOM.pauseLabel]: pauseLabel,
              [CAROUSEL_DOM.playLabel]: playLabel,
            }}
          >
            <Pause aria-hidden="true" size={18} className={styles.pauseIcon} />
            <Play aria-hidden="true" size={18} className={styles.playIcon} />
          </button>
        ) : null}
        <button
          type="button"
          className={styles.control}
          onClick={() => control((engine) => engine.scrollPrev())}
          disabled={!loop && !canPrev}
          aria-controls={`${id}-slides`}
          aria-label={previousLabel}
          {...{ [CAROUSEL_DOM.previous]: '' }}
          data-testid={`${testId}-prev`}
        >
          <ChevronLeft aria-hidden="true" size={20} />
        </button>
        {showDots && snapCount > 1 && (
          <div className={styles.dots}>
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={`${styles.dot} ${index === selected ? styles.dotActive : ''}`}
                onClick={() => control((engine) => engine.scrollTo(index))}
                aria-label={goToLabel(index)}
                aria-current={index === selected ? 'true' : undefined}
              />
            ))}
          </div>
        )}
        <button
          type="button"
          className={styles.control}
          onClick={() => control((engine) => engine.scrollNext())}
          disabled={!loop && !canNext}
          aria-controls={`${id}-slides`}
          aria-label={nextLabel}
          {...{ [CAROUSEL_DOM.next]: '' }}
          data-testid={`${testId}-next`}
        >
          <ChevronRight aria-hidden="true" size={20} />
        </button>
      </div>
    </div>
  );
}
