/**
 * The carousel's part script: what a press on a carousel (or its autoplay coming near the screen)
 * loads before the app has booted (shared/build/boot.js), instead of the whole frame and page
 * (ARCHITECTURE.md, "The first action"). It runs Embla on the carousel's server HTML with the
 * settings the HTML carries, the same ones the app's `Carousel` uses, and answers its arrows and
 * its pause button; from the moment the app starts hydrating it steps aside, and the carousel's
 * `useLazyEmbla` takes the running engine over (hand-over.ts), so the slide shown stays.
 */
import EmblaCarousel from 'embla-carousel';
import { BOOT_CONTRACT } from '../config/runtime';
import { CAROUSEL_DOM, emblaOptions, type CarouselSettings } from '../ui/carousel-contract';
import { handOver, isRunByPartScript } from './hand-over';
import type { FirstActionPart } from './parts';

/** This script's name in `BOOT_CONTRACT.firstActionAttribute` (parts.ts). */
const PART: FirstActionPart = 'carousel';
const ROOTS = `[${BOOT_CONTRACT.firstActionAttribute}="${PART}"]`;

/** From the moment the app starts hydrating, React answers: this script's handlers step aside. */
function appOwnsPage(): boolean {
  const html = document.documentElement;
  return (
    html.hasAttribute(BOOT_CONTRACT.hydratingAttribute) ||
    html.hasAttribute(BOOT_CONTRACT.hydratedAttribute)
  );
}

/** Calls `action` for an event unless the app answers it. */
const unlessAppOwnsPage = (action: () => void) => () => {
  if (!appOwnsPage()) action();
};

function run(root: Element, viewport: HTMLElement): void {
  const settings = JSON.parse(
    root.getAttribute(CAROUSEL_DOM.settings) ?? 'null',
  ) as CarouselSettings | null;
  if (!settings) return;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Drops the CSS stand-in layout (Carousel.module.css) before Embla measures the slides.
  viewport.setAttribute(CAROUSEL_DOM.engine, '');
  const engine = EmblaCarousel(viewport, emblaOptions(settings, reducedMotion));
  const button = (attribute: string) => root.querySelector<HTMLButtonElement>(`[${attribute}]`);
  const previous = button(CAROUSEL_DOM.previous);
  const next = button(CAROUSEL_DOM.next);
  const pause = button(CAROUSEL_DOM.pause);
  const slides = engine.slideNodes();
  const autoplayMs = reducedMotion ? 0 : (settings.autoplayMs ?? 0);
  let playing = true;
  let visitorInside = false;

  // What the app's Carousel renders from its state: the slide in view, the buttons' state.
  const show = () => {
    const selected = engine.selectedScrollSnap();
    slides.forEach((slide, index) => {
      if (index === selected) slide.setAttribute(CAROUSEL_DOM.selected, 'true');
      else slide.removeAttribute(CAROUSEL_DOM.selected);
    });
    viewport.firstElementChild?.setAttribute('aria-live', autoplayMs && playing ? 'off' : 'polite');
    if (pause) {
      pause.setAttribute('aria-pressed', String(!playing));
      const label = pause.getAttribute(playing ? CAROUSEL_DOM.pauseLabel : CAROUSEL_DOM.playLabel);
      if (label) pause.setAttribute('aria-label', label);
    }
    if (settings.loop) return;
    if (previous) previous.disabled = !engine.canScrollPrev();
    if (next) next.disabled = !engine.canScrollNext();
  };
  const listeners: [EventTarget, string, () => void][] = [
    [previous ?? root, 'click', unlessAppOwnsPage(() => previous && engine.scrollPrev())],
    [next ?? root, 'click', unlessAppOwnsPage(() => next && engine.scrollNext())],
    [
      pause ?? root,
      'click',
      unlessAppOwnsPage(() => {
        if (!pause) return;
        playing = !playing;
        show();
      }),
    ],
    // The autoplay stops while the pointer or focus is inside, as the app's does.
    [root, 'pointerenter', () => (visitorInside = true)],
    [root, 'pointerleave', () => (visitorInside = false)],
    [root, 'focusin', () => (visitorInside = true)],
    [root, 'focusout', () => (visitorInside = root.contains(document.activeElement))],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  const timer = autoplayMs
    ? window.setInterval(() => {
        if (playing && !visitorInside && document.visibilityState === 'visible' && !appOwnsPage())
          engine.scrollNext();
      }, autoplayMs)
    : 0;
  engine.on('select', show);
  show();
  handOver(viewport, {
    engine,
    release() {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      window.clearInterval(timer);
      engine.off('select', show);
    },
  });
}

function runPart(root: Element | null | undefined): void {
  const viewport = root?.querySelector<HTMLElement>(`[${CAROUSEL_DOM.viewport}]`);
  if (root && viewport && !isRunByPartScript(viewport)) run(root, viewport);
}

/**
 * A carousel is run when it is first pressed (a drag starts on its first touch: Embla's own
 * listener, added now, still hears this event) or clicked; the boot script presses again a button
 * pressed before this script came. One that acts by itself (an autoplay: the boot script loads
 * this script as it nears the screen) is run at once.
 */
function onAction(event: Event): void {
  if (appOwnsPage()) return;
  runPart(event.target instanceof Element ? event.target.closest(ROOTS) : null);
}

document.addEventListener('pointerdown', onAction, true);
document.addEventListener('click', onAction, true);
if (!appOwnsPage())
  document.querySelectorAll(`${ROOTS}[${BOOT_CONTRACT.needsScriptAttribute}]`).forEach(runPart);
