import { useEffect, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { ContactCta, Spinner, usePrefersReducedMotion } from '@navdhara/shared/ui';
import { BANNER_ROTATION_MS, bannerSlides, homeHeading } from '../content/home';
import styles from './HomeBanner.module.css';

/**
 * The home banner (docs/requirements.md#home-page): two slides that rotate every 3000 ms while the home page is
 * mounted, looping, with a visible pause control; no rotation under prefers-reduced-motion.
 * The H1 stays put; the slides' headlines change beneath it. Rotation starts only after mount,
 * so the server-rendered HTML always shows slide 1.
 */
export function HomeBanner() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = playing && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % bannerSlides.length),
      BANNER_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-testid="home-banner"
    >
      {bannerSlides.map((slide, i) => (
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
          ref={(node) => {
            // The server-rendered HTML keeps the spinner, as the browser's first render has it.
            if (i === 0 && node?.complete) setLoaded(true);
          }}
          onLoad={i === 0 ? () => setLoaded(true) : undefined}
          onError={i === 0 ? () => setLoaded(true) : undefined}
        />
      ))}
      <div className={styles.scrim} aria-hidden="true" />
      {!loaded && <Spinner className={styles.spinner} label="Loading banner image" />}
      <div className={styles.content}>
        <h1 className={styles.h1}>{homeHeading}</h1>
        <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
          {bannerSlides.map((slide, i) => (
            <div
              key={slide.key}
              className={`${styles.slide} ${i === index ? styles.current : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${bannerSlides.length}: ${slide.eyebrow}`}
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
            {bannerSlides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
                aria-label={`Show slide ${i + 1}: ${slide.eyebrow}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
            {!reducedMotion && (
              <button
                type="button"
                className={styles.pause}
                onClick={() => setPlaying(!playing)}
                aria-label={playing ? 'Pause banner rotation' : 'Play banner rotation'}
                aria-pressed={!playing}
                data-testid="banner-pause"
              >
                {playing ? (
                  <Pause size={18} aria-hidden="true" />
                ) : (
                  <Play size={18} aria-hidden="true" />
                )}
              </button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
