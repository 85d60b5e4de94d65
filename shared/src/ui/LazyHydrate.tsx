import { Suspense, useState, type ReactNode } from 'react';
import { isHydratingServerHtml } from './Island';

/**
 * One part of the server's HTML whose hydration waits (see LazyHydrate). `waited` is set by its
 * first hydration attempt, which suspends on `ready`, or by anything that must not wait on it; every
 * later attempt goes through. `children` are those it was hydrated with: new ones are an update.
 */
interface HydrationGate {
  waited: boolean;
  ready: Promise<void>;
  children: ReactNode;
}

/** Gates not yet reached by React: the visitor acting before it reaches them opens them all. */
const unreached = new Set<HydrationGate>();
/** Events that React answers by hydrating the part they aim at, on the spot. */
const ACTING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

function openGate(gate: HydrationGate) {
  gate.waited = true;
  unreached.delete(gate);
  if (unreached.size === 0) stopListening();
}

function openUnreached() {
  for (const gate of unreached) openGate(gate);
}

function stopListening() {
  for (const type of ACTING_EVENTS) document.removeEventListener(type, openUnreached, true);
  window.removeEventListener('popstate', openUnreached, true);
}

function hydrationGate(children: ReactNode): HydrationGate {
  const gate: HydrationGate = {
    waited: false,
    ready: new Promise<void>(() => undefined),
    children,
  };
  if (unreached.size === 0) {
    // Capturing, so it runs before React's listeners on the app's root. And on `popstate`, before
    // the router's: the back button moves to another page in a transition, which must not wait
    // for a part React has not reached (its first attempt there would suspend it for good).
    for (const type of ACTING_EVENTS) document.addEventListener(type, openUnreached, true);
    window.addEventListener('popstate', openUnreached, true);
  }
  unreached.add(gate);
  return gate;
}

function Gate({ gate, children }: { gate: HydrationGate | null; children: ReactNode }) {
  if (gate && !gate.waited) {
    // React hydrates a Suspense boundary's HTML in a pass of its own, after the page's: this
    // first attempt suspends on a promise that never settles, so the HTML stays as the server
    // sent it. Any later attempt renders: React makes one when the visitor acts on the part
    // (and hydrates it before the event reaches its handlers) or when an update reaches it.
    // Thrown rather than passed to use(): React replays a render that use() suspended and expects
    // use() again, while this render must suspend once only.
    openGate(gate);
    throw gate.ready;
  }
  return children;
}

/**
 * A part of a page with nothing to do until the visitor uses it (text, pictures, links, native
 * `<details>` and dialogs): on the page the server rendered it stays the server's HTML, costing no
 * hydration work, until the visitor touches, focuses or presses in it, or its props change; React
 * then hydrates it at once and the event reaches its handlers as usual. Rendered in the browser
 * (a later page), it renders as its children would.
 *
 * What must run without the visitor (an autoplaying carousel, a timer, a map) stays outside it,
 * and so do islands (a lazyIsland inside would load its code as soon as the part hydrates).
 */
export function LazyHydrate({ children }: { children: ReactNode }) {
  // Decided at the part's first render, which on the server's page is the page's hydration.
  const [gate] = useState(() => (isHydratingServerHtml() ? hydrationGate(children) : null));
  // New children are an update on its way into the part: React first hydrates the part with them,
  // in the update's own priority, and a transition (a move to another page) waits for that, so
  // this attempt must not be the one that suspends. Idempotent, so safe in a render.
  if (gate && !gate.waited && children !== gate.children) openGate(gate);
  return (
    <Suspense fallback={null}>
      <Gate gate={gate}>{children}</Gate>
    </Suspense>
  );
}
