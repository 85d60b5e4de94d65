import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

type EmblaFactory = (node: HTMLElement, options?: EmblaOptionsType) => EmblaCarouselType;

/** How far below the screen a carousel starts loading its engine. */
const NEAR_MARGIN = '200px';

/** Set on the viewport while Embla runs; styles for the time before it key off its absence. */
const ENGINE_ATTRIBUTE = 'data-carousel-engine';

/**
 * Embla, fetched when its carousel comes near the screen rather than with the page: carousels sit
 * below the fold, and until then their slides are plain, readable DOM (server-rendered). Returns a ref
 * callback for the viewport, the Embla API once it runs (like `embla-carousel-react`), and
 * `control`, which runs an action on the engine now or, if it has not arrived yet, once it does
 * (a button pressed early is not lost).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
): [
  (node: HTMLElement | null) => void,
  EmblaCarouselType | undefined,
  (action: (engine: EmblaCarouselType) => void) => void,
] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  // Without IntersectionObserver (old browsers, jsdom) the engine loads straight away.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!node || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: NEAR_MARGIN,
      },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near]);

  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    if (!node || !near) return undefined;
    let live = true;
    let instance: EmblaCarouselType | undefined;
    import('embla-carousel').then(
      (module) => {
        if (!live) return;
        // Drops the CSS stand-in layout (Carousel.module.css) before Embla measures the slides.
        node.setAttribute(ENGINE_ATTRIBUTE, '');
        instance = (module.default as EmblaFactory)(
          node,
          JSON.parse(optionsKey) as EmblaOptionsType,
        );
        setApi(instance);
      },
      // The slides stay readable and scrollable without it; the buttons then do nothing.
      (error: unknown) => console.warn('The carousel could not load', error),
    );
    return () => {
      live = false;
      instance?.destroy();
      node.removeAttribute(ENGINE_ATTRIBUTE);
      setApi(undefined);
    };
  }, [node, near, optionsKey]);

  const pending = useRef<((engine: EmblaCarouselType) => void) | null>(null);
  const control = useCallback(
    (action: (engine: EmblaCarouselType) => void) => {
      if (api) action(api);
      else pending.current = action;
    },
    [api],
  );
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);

  return [setNode, api, control];
}
