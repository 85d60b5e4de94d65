import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Pause, Play } from 'lucide-react';
import { localize, tr, trFormat } from '@navdhara/shared';
import { ContactCta, Spinner, useImageLoading, usePrefersReducedMotion } from '@navdhara/shared/ui';
import { BANNER_ROTATION_MS, bannerSlides, homeHeading } from '../content/home';
import styles from './HomeBanner.module.css';

/** The slide a CSS rotation shows now and the time it has left (the first slide, if none runs). */
function cssRotationNow(image: HTMLImageElement | null): { index: number; leftMs: number } {
  const animation = image?.getAnimations?.()[0];
  const elapsed = animation?.currentTime;
  if (typeof elapsed !== 'number') return { index: 0, leftMs: BANNER_ROTATION_MS };
  return {
    index: Math.floor(elapsed / BANNER_ROTATION_MS) % bannerSlides.length,
    leftMs: BANNER_ROTATION_MS - (elapsed % BANNER_ROTATION_MS),
  };
}

/**
 * The home banner (docs/requirements.md#home-page): two slides that rotate every 3000 ms while the home page is
 * mounted, looping, with a visible pause control; no rotation under prefers-reduced-motion.
 * The H1 stays put; the slides' headlines change beneath it. The app boots only when first needed
 * (shared/build/boot.js), so the server's HTML rotates by CSS (`data-rotation="css"`); once
 * mounted, this component takes over from the slide the CSS shows, without a jump, paused if the
 * visitor paused the CSS rotation.
 */
export function HomeBanner() {
  const [index, setIndex] = useState(0);
  const [scripted, setScripted] = useState(false);
  const [playing, setPlaying] = useState(true);
  const {
    imageRef: firstImageRef,
    loading: firstImageLoading,
    imageEvents: firstImageEvents,
  } = useImageLoading(bannerSlides[0]!.image.src);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = playing && !reducedMotion;
  const firstTickMs = useRef(BANNER_ROTATION_MS);
  const pauseRef = useRef<HTMLInputElement>(null);
  const slides = localize(bannerSlides);

  useEffect(() => {
    const now = cssRotationNow(firstImageRef.current);
    firstTickMs.current = now.leftMs;
    setIndex(now.index);
    // Paused or not before the code came, as the visitor left it.
    setPlaying(!pauseRef.current?.checked);
    setScripted(true);
  }, [firstImageRef]);

  useEffect(() => {
    if (!scripted || !rotating) return;
    const next = () => setIndex((i) => (i + 1) % bannerSlides.length);
    let interval: number | undefined;
    const first = window.setTimeout(() => {
      next();
      interval = window.setInterval(next, BANNER_ROTATION_MS);
    }, firstTickMs.current);
    firstTickMs.current = BANNER_ROTATION_MS;
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [scripted, rotating]);

  return (
    <section
      className={styles.banner}
      data-rotation={scripted ? undefined : 'css'}
      style={{ '--rotation-ms': `${BANNER_ROTATION_MS}ms` } as CSSProperties}
      aria-roledescription="carousel"
      aria-label={tr('Highlights')}
      data-testid="home-banner"
    >
      {slides.map((slide, i) => (
        <img
          key={slide.key}
          className={`${styles.image} ${i === index ? styles.visible : ''}`}
          src={slide.image.src}
          alt={i === index ? slide.image.alt : ''}
          aria-hidden={i === index ? undefined : true}
          width={slide.image.width}
          height={slide.image.height}
          fetchPriority={i === 0 ? 'high' : 'low'}
          loading={i === 0 ? 'eager' : 'lazy'}
          decoding="async"
          ref={i === 0 ? firstImageRef : undefined}
          {...(i === 0 ? firstImageEvents : {})}
        />
      ))}
      <div className={styles.scrim} aria-hidden="true" />
      {firstImageLoading && (
        <Spinner className={styles.spinner} label={tr('Loading banner image')} />
      )}
      <div className={styles.content}>
        <h1 className={styles.h1}>{tr(homeHeading)}</h1>
        <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={`${styles.slide} ${i === index ? styles.current : ''}`}
              role="group"
              aria-roledescription="slide"
              // A comma, not a colon: npm run i18n takes a text ending in `}` with a colon for CSS.
              aria-label={trFormat('{n} of {total}, {name}', {
                n: i + 1,
                total: slides.length,
                name: slide.eyebrow,
              })}
              aria-hidden={i === index ? undefined : true}
              data-testid="banner-slide"
              data-active={i === index ? 'true' : 'false'}
            >
              <p className={styles.eyebrow}>{slide.eyebrow}</p>
              <p className={styles.headline}>{slide.headline}</p>
              <p className={styles.text}>{slide.text}</p>
            </div>
          ))}
        </div>
        <div className={styles.actions}>
          <ContactCta />
          <div className={styles.controls}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
                aria-label={trFormat('Show slide {n}, {name}', { n: i + 1, name: slide.eyebrow })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
            {/* A checkbox, not a button: it works in the server's HTML before any script
                (the CSS pauses the rotation while it is checked), and the component takes its
                state over as it mounts. Hidden under prefers-reduced-motion (no rotation). */}
            <label className={styles.pause}>
              <input
                ref={pauseRef}
                type="checkbox"
                className={styles.pauseToggle}
                onChange={(event) => setPlaying(!event.currentTarget.checked)}
                aria-label={tr('Pause banner rotation')}
                data-testid="banner-pause"
              />
              <Pause className={styles.pauseIcon} size={18} aria-hidden="true" />
              <Play className={styles.playIcon} size={18} aria-hidden="true" />
            </label>
          </div>
        </div>
      </div>
    </section>
  );
}
