import type { SiteRoute } from '../routes/site-routes';
import type { MapTileSource } from './site';

/**
 * Per-environment settings read at run time (never compiled into a bundle):
 * the shell loads them from `/runtime-config.json` before rendering, a remote
 * running standalone uses the defaults injected by its own dev build.
 */
export interface RuntimeConfig {
  /** Origin of the content service, without a trailing slash, e.g. http://localhost:1337 */
  cmsUrl: string;
  /** Canonical origin of the public site, used for canonical links and social tags. */
  siteUrl: string;
  /** Remote name -> URL of its mf-manifest.json */
  remotes: Record<string, string>;
  /**
   * Remote name -> its previous release's mf-manifest.json (scripts/releases.mjs): used, on the
   * server and in the browser, when the live version fails to load or render.
   */
  fallbacks?: Record<string, string>;
  /** The environment's map tile source, over `site.mapTiles` (`SITE_MAP_TILES`; tests use local tiles). */
  mapTiles?: Partial<MapTileSource>;
  /**
   * The site's routes as the pages were rendered (the site server writes them into each page
   * from the live remotes' declarations); without them (a dev server) the shell loads every
   * remote's `./routes` to make the table.
   */
  routes?: SiteRoute[];
}

/**
 * What the site server and the shell's browser code agree on besides the render itself: the
 * element the server embeds the registry in, the address a browser reports a remote's failed
 * version to, and the file a remote's build lists each page's stylesheets in. The server reads these from the renderer (shell/src/server/renderer.tsx re-exports
 * them), so each is written here once.
 */
export const SITE_CONTRACT = {
  runtimeConfigId: '__RUNTIME_CONFIG__',
  /**
   * The registry with the site's route table, which the page's embedded copy leaves out (its
   * 0.4 KB compressed kept the division pages' HTML over a phone's first round trip): the boot
   * script fetches it as it boots the app, beside main.js.
   */
  runtimeConfigPath: '/runtime-config.json',
  remoteFailurePath: '/__site/remote-failure',
  /** The element the page's data is in (shell/src/server/page-data-payload.ts), or named by. */
  pageDataId: '__NAVDHARA_PAGE__',
  /**
   * Where a kept page's data is served, by its page's path and a hash of it
   * (`/__site/page-data/feeds/<hash>.json`: site-server/page-data.mjs). A kept page names it
   * (`data-src`) instead of holding it: its 0.5-1 KB compressed kept division pages' HTML over a
   * phone's first round trip. The boot script fetches it beside main.js.
   */
  pageDataPath: '/__site/page-data',
  /**
   * The search page (the shell's, in every language's prefix), rendered with its query outside
   * the page cache, and the JSON address an in-app visit asks (`?q=&lang=&offset=`).
   */
  searchPagePath: '/search',
  searchDataPath: '/__site/search',
  /** In each app's build: the stylesheets each page's HTML inlines, and each one's chunk id. */
  pageCssFile: 'page-css.json',
} as const;

/**
 * What the boot script (shared/build/boot.js, which boots the app when it is first needed) and
 * the app agree on; the shell's build writes it into the script.
 */
export const BOOT_CONTRACT = {
  /** Marks a part that acts by itself (an autoplay, a map, a timed dialog): the app boots as it nears the screen. */
  needsScriptAttribute: 'data-needs-script',
  /**
   * Marks a part whose first action loads only that part's script (its value names the script,
   * shared/src/first-action/), not the app: a carousel's arrows before the app has booted.
   */
  firstActionAttribute: 'data-first-action',
  /** Where the part scripts leave the parts they run, for the app to take over (first-action/hand-over.ts). */
  firstActionGlobal: '__navdharaFirstAction',
  /** docs/requirements.md#exit-intent-popup: the popup's session key and its delay on touch devices. */
  exitIntentKey: 'hasShownExitIntent',
  touchExitIntentMs: 5000,
  /** Set on <html> by the boot script when a fine pointer left the top before the app listened: the app opens the popup as it starts. */
  exitIntentAttribute: 'data-exit-intent',
  /** Set (session storage) by the app before it reloads the page to recover: boot at once. */
  bootAtOnceKey: 'navdhara:boot-at-once',
  /** Set on <html> by the app as it starts hydrating (React answers clicks from then on). */
  hydratingAttribute: 'data-hydrating',
  /** Set on <html> by the app once it has taken over the page; tests and the bench wait on it. */
  hydratedAttribute: 'data-hydrated',
  /** Holds (session storage) the web font faces this tab has fetched: later pages set them first. */
  webFontsKey: 'navdhara:web-fonts',
  /** Where the page's inline script keeps what the visitor did before the boot script came. */
  earlyEventsGlobal: '__navdharaEarlyEvents',
  /**
   * Marks the `<noscript>` that links the page's stylesheets for the rest of the page (the
   * inlined rules are its first screen's: site-server/critical-css.mjs); the boot script fetches
   * them as it starts.
   */
  laterCssAttribute: 'data-later-css',
  /**
   * Where the boot script leaves, by address, what it fetched beside main.js for the app to start
   * with (the registry's route table, SITE_CONTRACT.runtimeConfigPath; the page's data,
   * SITE_CONTRACT.pageDataPath): promises of their text, null when not had (shell early-fetch.ts).
   */
  earlyFetchesGlobal: '__navdharaEarlyFetches',
  /** Dispatched on `document` by the app as it lays out another page: fetched web fonts are set then. */
  pageChangeEvent: 'navdhara:page-change',
} as const;

declare const __DEFAULT_CMS_URL__: string | undefined;
declare const __DEFAULT_SITE_URL__: string | undefined;

const defaults: RuntimeConfig = {
  cmsUrl: typeof __DEFAULT_CMS_URL__ === 'string' ? __DEFAULT_CMS_URL__ : 'http://localhost:1337',
  siteUrl:
    typeof __DEFAULT_SITE_URL__ === 'string' ? __DEFAULT_SITE_URL__ : 'http://localhost:3000',
  remotes: {},
};

let current: RuntimeConfig = { ...defaults };

export function setRuntimeConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...partial, remotes: { ...current.remotes, ...(partial.remotes ?? {}) } };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
