import {
  createElement,
  memo,
  useCallback,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { isHydratingServerHtml, lazyCode } from './lazy-code';
import styles from './Island.module.css';

/**
 * When an island's code is fetched while its server HTML is on screen: as it nears the screen,
 * when the visitor first touches or focuses it, or when the browser is idle.
 */
export type IslandTrigger = 'visible' | 'interaction' | 'idle';

/** How far below the screen an island starts loading (a fast scroll still finds it ready). */
const NEAR_MARGIN = '300px';
/** Events that mean the visitor is using the island: its code is wanted now. */
const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * A part of a page that hydrates on its own, with its own code: the server renders it in full;
 * a browser hydrating that HTML fetches its code only on one of `when` (and then hydrates only it,
 * React keeping the rest of the page as it is). Until then it is the server's HTML, which works on
 * its own (a form posts, a link goes), so a tap made before the code arrives is answered. A render
 * in the browser (moving to a page that shows it) loads it at once, `fallback` showing meanwhile.
 *
 * Defined once, at module level (`export const ContactFormIsland = lazyIsland(...)`), so the
 * server can load every island's code before it renders.
 */
export function lazyIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { when, fallback = null }: { when: readonly IslandTrigger[]; fallback?: ReactNode },
): ComponentType<P> {
  const code = lazyCode<ComponentType<P>>(name, 'island', load);
  // Suspends until the code is here: while hydrating, React keeps the server HTML meanwhile.
  const Lazy = lazy(() => code.loaded.then((component) => ({ default: component })));

  function IslandBody({ props, onReady }: { props: P; onReady: () => void }) {
    // The component itself when its code is already here (the server's render, a later page);
    // the lazy one otherwise. Fixed for the island's life: switching types would remount it.
    const [type] = useState<ComponentType<P>>(() => code.value ?? Lazy);
    useEffect(onReady, [onReady]);
    return createElement(type, props);
  }
  const warn = (error: unknown) => console.warn(`The ${name} code could not load`, error);

  /**
   * The fallback, shown only once the server HTML is gone: never while hydrating (React keeps
   * that HTML instead), but after an update reached the island before it was hydrated (a new
   * location, other props), when React drops the HTML to render the island in the browser. Then
   * nothing is left to see or touch, so the code is wanted now, not at a trigger.
   */
  function IslandFallback() {
    useEffect(() => {
      code.load().catch(warn);
    }, []);
    return fallback;
  }

  function Island(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // Tests and styles can tell an island that runs its script from one still server HTML.
    const markReady = useCallback(() => {
      const element = box.current;
      if (element) element.dataset.islandReady = 'true';
    }, []);
    // Decided at the first render: hydrating server HTML, the island waits for its trigger.
    const [waiting] = useState(() => isHydratingServerHtml() && !code.value);
    if (!waiting && !code.value) code.load().catch(warn);

    useEffect(() => {
      const element = box.current;
      if (!waiting || !element || code.value) return undefined;
      const target = element.firstElementChild ?? element;
      const cleanups: (() => void)[] = [];
      const stopWatching = () => {
        for (const cleanup of cleanups.splice(0)) cleanup();
      };
      // Until the code is had, every trigger asks again (a failed fetch is retried by the next).
      const fetchCode = () => {
        code.load().then(stopWatching, warn);
      };
      if (when.includes('visible') && typeof IntersectionObserver !== 'undefined') {
        const observer = new IntersectionObserver(
          (entries) => entries.some((entry) => entry.isIntersecting) && fetchCode(),
          { rootMargin: NEAR_MARGIN },
        );
        observer.observe(target);
        cleanups.push(() => observer.disconnect());
      }
      if (when.includes('interaction')) {
        // On the document, ahead of React's own listener on the app's root: React stops an event
        // aimed at HTML it has not hydrated yet (after letting its default action happen).
        const touched = (event: Event) => {
          if (event.target instanceof Node && element.contains(event.target)) fetchCode();
        };
        for (const type of INTERACTION_EVENTS) {
          document.addEventListener(type, touched, { capture: true, passive: true });
          cleanups.push(() => document.removeEventListener(type, touched, { capture: true }));
        }
      }
      if (when.includes('idle')) {
        const idle = window.requestIdleCallback?.(fetchCode, { timeout: 5000 });
        const timer = idle === undefined ? window.setTimeout(fetchCode, 2000) : undefined;
        cleanups.push(() =>
          idle === undefined ? window.clearTimeout(timer) : window.cancelIdleCallback(idle),
        );
      }
      return stopWatching;
    }, [waiting]);

    return (
      <div ref={box} className={styles.island} data-island={name}>
        <Suspense fallback={<IslandFallback />}>
          <IslandBody props={props} onReady={markReady} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  // A parent's re-render with the same props must not reach an island still server HTML: React
  // would render it in the browser, throwing that HTML away (see setHydratingServerHtml in lazy-code.ts).
  return memo(Island);
}
