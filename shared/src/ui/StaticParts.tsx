import {
  createElement,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { isHydratingServerHtml, lazyCode, type LazyCode } from './lazy-code';
import styles from './Island.module.css';

/**
 * One static part on the server's page: its HTML stays as the server sent it, with no code, until
 * it is opened (the visitor acts in it, an update reaches it). `reached` is set by React's first
 * hydration attempt, which suspends on `ready`; `ready` resolves once the part is opened and its
 * module's code is here.
 */
interface PartGate {
  reached: boolean;
  opened: boolean;
  hydrated: boolean;
  ready: Promise<void>;
  open(): void;
  /** Marks React's first attempt; true if this is it. */
  reach(): boolean;
  /** Marks the part hydrated; returns what was pressed before, to press again. */
  hydrate(): HTMLElement | null;
  /** A router link or a script's button pressed before the code came. */
  pendingPress: HTMLElement | null;
  props: object;
  code: LazyCode<unknown>;
}

/** Gates React has not reached: the visitor acting or the back button opens them (see onActing). */
const unreached = new Set<PartGate>();
/** The box of each part still waiting, to find the part an event aims at. */
const gateOfBox = new WeakMap<Element, PartGate>();
const ACTING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;
let listening = false;

function isPlainNavigation(event: Event, link: HTMLAnchorElement): boolean {
  return (
    event instanceof MouseEvent &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    !link.target &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

/** What a press aims at that only the part's script answers: a router link or a script's button. */
function pressedByScript(event: Event): HTMLElement | null {
  if (event.type !== 'click' || !(event.target instanceof Element)) return null;
  const control = event.target.closest('a[href], button, summary');
  if (control instanceof HTMLAnchorElement)
    return isPlainNavigation(event, control) ? control : null;
  // A button of its own type, not an invoker (`commandfor`, which opens a dialog natively); a
  // `<summary>` toggles its `<details>` natively.
  return control instanceof HTMLButtonElement &&
    control.type === 'button' &&
    !control.hasAttribute('commandfor')
    ? control
    : null;
}

function onActing(event: Event) {
  // A press in the moment between the page's hydration and React's pass over a part would be
  // held back by React, and a move to another page (a transition) reaching a part React has not
  // tried yet would wait on it: every part not yet reached opens.
  for (const gate of [...unreached]) gate.open();
  const box = event.target instanceof Element ? event.target.closest('[data-static-part]') : null;
  const gate = box ? gateOfBox.get(box) : undefined;
  if (!gate || gate.hydrated) return;
  gate.open();
  // React stops an event aimed at a part it cannot hydrate yet, after the browser's own action:
  // a link in the router's care is held (not a full page load) and a script's button noted, and
  // either is pressed again once the part's code is here. The rest (`<details>`, outside links,
  // text selection) is the browser's and needs no script.
  const pressed = pressedByScript(event);
  if (!pressed || gate.hydrated || gate.code.value !== undefined) return;
  if (pressed instanceof HTMLAnchorElement) event.preventDefault();
  gate.pendingPress = pressed;
}

function listen() {
  if (listening) return;
  listening = true;
  for (const type of ACTING_EVENTS) document.addEventListener(type, onActing, true);
  // Before the router's listener: the back button moves to another page in a transition.
  window.addEventListener('popstate', () => [...unreached].forEach((gate) => gate.open()), true);
}

function partGate(code: LazyCode<unknown>, props: object): PartGate {
  let resolveReady!: () => void;
  const gate: PartGate = {
    reached: false,
    opened: false,
    hydrated: false,
    ready: new Promise<void>((resolve) => (resolveReady = resolve)),
    pendingPress: null,
    props,
    code,
    open() {
      unreached.delete(gate);
      if (gate.opened) return;
      gate.opened = true;
      code.load().then(resolveReady, (error: unknown) => {
        // The server's HTML stays and works without script; the next act tries again.
        gate.opened = false;
        console.warn(`The ${code.name} parts' code could not load`, error);
        const pressed = gate.pendingPress;
        gate.pendingPress = null;
        if (pressed instanceof HTMLAnchorElement && pressed.isConnected)
          window.location.assign(pressed.href);
      });
    },
    reach() {
      if (gate.reached) return false;
      gate.reached = true;
      unreached.delete(gate);
      return true;
    },
    hydrate() {
      gate.hydrated = true;
      const pressed = gate.pendingPress;
      gate.pendingPress = null;
      return pressed?.isConnected ? pressed : null;
    },
  };
  unreached.add(gate);
  listen();
  return gate;
}

function PartBody<P extends object>({
  code,
  gate,
  part,
  props,
}: {
  code: LazyCode<Record<string, ComponentType<P>>>;
  gate: PartGate | null;
  part: string;
  props: P;
}) {
  if (gate && !gate.opened) {
    // React hydrates a Suspense boundary's HTML in a pass of its own, after the page's. Its first
    // attempt leaves the HTML as it is. Any later one comes from the visitor acting in the part or
    // an update reaching it: both need it hydrated, so its code is fetched.
    if (gate.reach()) throw gate.ready;
    gate.open();
  }
  const component = code.value?.[part];
  if (!component) {
    // A page rendered in the browser has its parts' code already (the page loader's
    // preloadStaticParts); this is only the case of a load that failed there.
    if (!gate) void code.load().catch(() => undefined);
    throw gate ? gate.ready : code.loaded;
  }
  return (
    <>
      {createElement(component, props)}
      {gate && <Hydrated gate={gate} />}
    </>
  );
}

/** Marks the part hydrated and presses again what was pressed before its code came. */
function Hydrated({ gate }: { gate: PartGate }) {
  useEffect(() => gate.hydrate()?.click(), [gate]);
  return null;
}

/**
 * Shown only when the part is rendered afresh in the browser while its code is away (React
 * recovering from a hydration mismatch renders the whole page again): the part then opens at once,
 * as there is no server HTML left to keep.
 */
function OpenAtOnce({ gate }: { gate: PartGate | null }) {
  useEffect(() => gate?.open(), [gate]);
  return null;
}

/** A parts module's exports: function components (a module's other exports are not parts). */
type PartsModule = Record<string, unknown>;
type PartProps<C> = C extends (props: infer P) => ReactNode
  ? P extends object
    ? P
    : Record<string, never>
  : Record<string, never>;
type PartName<M> = {
  [K in keyof M & string]: M[K] extends (props: never) => ReactNode ? K : never;
}[keyof M & string];

/**
 * The static sections of a page: text, pictures, links, native `<details>`, in a module of their
 * own (`<Page>.parts.tsx`) that the page's chunk does not hold. On the page the server rendered,
 * each part is the server's HTML, with no code and no hydration, until the visitor acts in it
 * (a press, a key, focus): then its module is fetched and the part hydrated, a link pressed
 * meanwhile followed once it is. A page rendered in the browser (a later visit) has the module
 * loaded with the page's own chunk (the page loader's preloadStaticParts), and renders at once.
 *
 * Defined once, at module level, beside the page:
 * `const parts = staticParts('home', () => import('./HomePage.parts'))`, then
 * `const Intro = parts.part('HomeIntro')`.
 */
export function staticParts<M extends PartsModule>(name: string, load: () => Promise<M>) {
  const code = lazyCode<M>(name, 'static-parts', load);
  return {
    part<K extends PartName<M>>(key: K): ComponentType<PartProps<M[K]>> {
      type P = PartProps<M[K]>;
      function StaticPart(props: P) {
        const box = useRef<HTMLDivElement>(null);
        // Decided at the part's first render, which on the server's page is the page's hydration.
        const [gate] = useState(() =>
          isHydratingServerHtml() ? partGate(code as LazyCode<unknown>, props) : null,
        );
        // New props are an update on its way into the part: it must be hydrated with them.
        if (gate && props !== gate.props) gate.open();
        useEffect(() => {
          if (gate && box.current) gateOfBox.set(box.current, gate);
        }, [gate]);
        return (
          <div ref={box} className={styles.island} data-static-part={`${name}/${key}`}>
            <Suspense fallback={<OpenAtOnce gate={gate} />}>
              <PartBody
                code={code as unknown as LazyCode<Record<string, ComponentType<P>>>}
                gate={gate}
                part={key}
                props={props}
              />
            </Suspense>
          </div>
        );
      }
      StaticPart.displayName = `StaticPart(${name}/${key})`;
      // A parent's re-render with the same props does not reach a part still the server's HTML.
      return memo(StaticPart) as unknown as ComponentType<P>;
    },
  };
}
