import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { isRunByPartScript, takeOver } from '../first-action/hand-over';
import { CAROUSEL_DOM } from './carousel-contract';

type EmblaFactory = (node: HTMLElement, options?: EmblaOptionsType) => EmblaCarouselType;

/** How far below the screen a carousel starts loading its engine. */
const NEAR_MARGIN = '200px';

/**
 * Embla, fetched when its carousel comes near the screen rather than with the page: carousels sit
 * below the fold, and until then their slides are plain, readable DOM (server-rendered). Returns a ref
 * callback for the viewport, the Embla API once it runs (like `embla-carousel-react`), and
 * `control`, which runs an action on the engine now or, if it has not arrived yet, once it does
 * (a button pressed early is not lost). A carousel the part script already runs (used before the
 * app booted: first-action/carousel.ts) is taken over as it hydrates, its engine and slide kept.
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
  /** The engine of `node` (made here or taken over), and the options it runs with. */
  const engine = useRef<{ instance: EmblaCarouselType; optionsKey: string } | null>(null);
  const optionsKey = JSON.stringify(options);
  const latestOptions = useRef(optionsKey);
  useEffect(() => {
    latestOptions.current = optionsKey;
  }, [optionsKey]);

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

  // The engine lives as long as its viewport: made once (or taken over), never made again.
  useEffect(() => {
    if (!node) return undefined;
    let live = true;
    if (!engine.current && isRunByPartScript(node)) {
      // Taken over in the commit that hydrates it: the part script's arrows stop as these start.
      const running = takeOver<EmblaCarouselType>(node);
      if (running) {
        engine.current = { instance: running, optionsKey: '' };
        queueMicrotask(() => live && setApi(running));
      }
    }
    if (!engine.current && near)
      import('embla-carousel').then(
        (module) => {
          if (!live || engine.current) return;
          // Drops the CSS stand-in layout (Carousel.module.css) before Embla measures the slides.
          node.setAttribute(CAROUSEL_DOM.engine, '');
          const optionsNow = latestOptions.current;
          const instance = (module.default as EmblaFactory)(
            node,
            JSON.parse(optionsNow) as EmblaOptionsType,
          );
          engine.current = { instance, optionsKey: optionsNow };
          setApi(instance);
        },
        // The slides stay readable and scrollable without it; the buttons then do nothing.
        (error: unknown) => console.warn('The carousel could not load', error),
      );
    return () => {
      live = false;
    };
  }, [node, near]);

  useEffect(
    () => () => {
      engine.current?.instance.destroy();
      engine.current = null;
      node?.removeAttribute(CAROUSEL_DOM.engine);
      setApi(undefined);
    },
    [node],
  );

  // New options (reduced motion known after hydration) go to the running engine, which keeps its slide.
  useEffect(() => {
    const running = engine.current;
    if (!api || !running || running.instance !== api || running.optionsKey === optionsKey) return;
    running.optionsKey = optionsKey;
    api.reInit(JSON.parse(optionsKey) as EmblaOptionsType);
  }, [api, optionsKey]);

  const pending = useRef<((engine: EmblaCarouselType) => void) | null>(null);
  const control = useCallback(
    (action: (engine: EmblaCarouselType) => void) => {
      if (api) action(api);
      else {
        pending.current = action;
        // A press wants the engine now, near the screen or not (a press the boot script gives
        // again after hydration may find the page scrolled on).
        setNear(true);
      }
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
