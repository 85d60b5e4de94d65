/**
 * Code a page loads later than its own chunk: an island's component (Island.tsx) or a page's
 * static parts (StaticParts.tsx). Each is defined once, at module level, and registered here, so
 * the server can load all of it before it renders and the page loader can load a page's parts
 * before a visit renders it.
 */
export interface LazyCode<T> {
  name: string;
  kind: 'island' | 'static-parts';
  /** Set once the code is here. */
  value?: T;
  /** Resolves once, with the code, whoever asked for it first (never rejects). */
  loaded: Promise<T>;
  /** Fetches the code (once at a time); rejects if it could not be had, and a later call tries again. */
  load(): Promise<void>;
}

const registry = new Set<LazyCode<unknown>>();

export function lazyCode<T>(
  name: string,
  kind: LazyCode<T>['kind'],
  fetch: () => Promise<T>,
): LazyCode<T> {
  let settle!: (value: T) => void;
  let started: Promise<void> | undefined;
  const code: LazyCode<T> = {
    name,
    kind,
    loaded: new Promise((resolve) => (settle = resolve)),
    load() {
      if (code.value !== undefined) return Promise.resolve();
      started ??= fetch().then(
        (value) => {
          code.value = value;
          settle(value);
        },
        (error: unknown) => {
          started = undefined;
          throw error;
        },
      );
      return started;
    },
  };
  registry.add(code as LazyCode<unknown>);
  return code;
}

/**
 * Loads all the lazy code defined so far, islands and static parts. The server renders with it
 * (every island and part in full, in the HTML); the browser never calls it.
 */
export async function preloadLazyCode(): Promise<void> {
  const codes = [...registry];
  const results = await Promise.allSettled(codes.map((code) => code.load()));
  const failed = codes.filter((_, index) => results[index]?.status === 'rejected');
  // What has no code renders nothing on the server; the browser then renders it.
  if (failed.length)
    console.warn(`Rendered without their code: ${failed.map((code) => code.name).join(', ')}`);
}

/**
 * Loads the static parts of every page module loaded so far (the page about to be shown among
 * them): a page rendered in the browser renders its parts at once. Rejects if any could not load.
 */
export async function preloadStaticParts(): Promise<void> {
  await Promise.all(
    [...registry].filter((code) => code.kind === 'static-parts').map((code) => code.load()),
  );
}

/** Whether every page module loaded so far has its static parts' code. */
export function staticPartsLoaded(): boolean {
  return [...registry].every((code) => code.kind !== 'static-parts' || code.value !== undefined);
}

let hydratingServerHtml = false;

/**
 * The shell says when React starts hydrating the server's HTML and when that first render is
 * committed: an island or static part rendered in between keeps its HTML and waits for its trigger;
 * any other render (moving to another page, a page the server did not render, the server's) has
 * its code at once. A flag rather than a hook's state, so ending it re-renders nothing (an update
 * reaching a part not yet hydrated would hydrate it).
 */
export function setHydratingServerHtml(hydrating: boolean): void {
  hydratingServerHtml = hydrating;
}

/** Whether React is hydrating the server's HTML now (see setHydratingServerHtml). */
export function isHydratingServerHtml(): boolean {
  return hydratingServerHtml;
}
