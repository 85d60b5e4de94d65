/**
 * Content fetched while the build prerenders a page is saved into the page's HTML, so that the
 * browser's first render (hydration) starts from the same data and matches the prerendered DOM.
 * The headless prerender pass sets `window.__PRERENDER__` before any script runs.
 */
declare global {
  interface Window {
    __PRERENDER__?: boolean;
    __NAVDHARA_DATA__?: Record<string, unknown>;
  }
}

export const PRERENDER_DATA_ID = '__NAVDHARA_DATA__';

export function isPrerendering(): boolean {
  return typeof window !== 'undefined' && window.__PRERENDER__ === true;
}

let staticRenderPass = false;

/** The prerender's second pass, rendering server HTML from the content the first pass fetched. */
export function setStaticRenderPass(on: boolean): void {
  staticRenderPass = on;
}

export function isStaticRenderPass(): boolean {
  return staticRenderPass;
}

let embedded: Record<string, unknown> | null = null;

function embeddedData(): Record<string, unknown> {
  if (embedded) return embedded;
  embedded = {};
  if (typeof document !== 'undefined') {
    const node = document.getElementById(PRERENDER_DATA_ID);
    if (node?.textContent) {
      try {
        embedded = JSON.parse(node.textContent) as Record<string, unknown>;
      } catch {
        embedded = {};
      }
    }
  }
  return embedded;
}

/** Data saved for `key` by the prerender pass, if this page was prerendered with it. */
export function readPrerendered<T>(key: string): { found: true; value: T } | { found: false } {
  const data = staticRenderPass ? (window.__NAVDHARA_DATA__ ?? {}) : embeddedData();
  return Object.prototype.hasOwnProperty.call(data, key) ? { found: true, value: data[key] as T } : { found: false };
}

/** Called once the hydrated page has used its data, so later visits fetch fresh content. */
export function forgetPrerendered(key: string): void {
  delete embeddedData()[key];
}

/** During the prerender pass: keep `value` for the snapshot. */
export function recordPrerendered(key: string, value: unknown): void {
  if (!isPrerendering()) return;
  window.__NAVDHARA_DATA__ = { ...(window.__NAVDHARA_DATA__ ?? {}), [key]: value };
}
