import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Locale } from '../i18n/locales';

/**
 * Page data: what a page shows from the CMS is declared beside the page as a `loader`, run by
 * whoever renders the page, and handed to the page component as its `data` prop.
 *
 * - On the site's server the renderer runs the loader before rendering (route data is known
 *   before render), renders the page with it, and writes it into the HTML.
 * - In the browser the first render hydrates from that written data, so nothing is fetched again.
 * - On an in-app visit the page renders at once with its copy and a spinner per item, while each
 *   item loads on its own (a slow or failed item never holds back the rest).
 *
 * ```ts
 * export const loader = ({ locale, params }: PageLoaderArgs) => ({
 *   blog: () => getBlog(locale, params.id ?? ''),
 * });
 * export default function BlogArticlePage({ data }: PageProps<typeof loader>) { data.blog.status ... }
 * ```
 */
export interface PageLoaderArgs {
  /**
   * The page's language, which every content request is asked in (the data layer reads no
   * ambient language): the render's on the server, the document's in the browser.
   */
  locale: Locale;
  /** Route parameters (`:id`, `:slug`), already checked to be well formed. */
  params: Readonly<Record<string, string | undefined>>;
  /**
   * The address's query (`?q=layer`), for the one page that reads it (the search): every other
   * page is the same whatever its query, and is kept by its path alone.
   */
  search?: string;
}

/** Named content requests of a page; each runs on its own. */
export type PageLoader = (args: PageLoaderArgs) => Record<string, () => Promise<unknown>>;

/** One item as the server wrote it: its data, or the fact that it could not be loaded. */
export type SettledItem = { status: 'success'; data: unknown } | { status: 'error' };
export type SettledPageData = Record<string, SettledItem>;

export type ItemState<T> =
  | { status: 'loading'; data: undefined; loading: true; reload: () => void }
  | { status: 'success'; data: T; loading: false; reload: () => void }
  | { status: 'error'; data: undefined; loading: false; reload: () => void };

type LoaderItems<L extends PageLoader> = ReturnType<L>;
export type PageData<L extends PageLoader> = {
  [K in keyof LoaderItems<L>]: ItemState<Awaited<ReturnType<LoaderItems<L>[K]>>>;
};

/** The props a page component receives. */
export interface PageProps<L extends PageLoader> {
  data: PageData<L>;
}

/**
 * Runs every request of a loader and waits for all, each bounded by `timeoutMs` (the server never
 * waits on a hanging CMS longer than that). A failure is recorded, never thrown.
 */
export async function settlePageData(
  loader: PageLoader | undefined,
  args: PageLoaderArgs,
  timeoutMs: number,
): Promise<SettledPageData> {
  if (!loader) return {};
  const requests = Object.entries(loader(args));
  const settled = await Promise.all(
    requests.map(async ([name, request]): Promise<[string, SettledItem]> => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${name} did not load within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        const data = await Promise.race([request(), timeout]);
        return [name, { status: 'success', data }];
      } catch (error) {
        console.warn(
          `Content "${name}" could not be loaded`,
          error instanceof Error ? error.message : error,
        );
        return [name, { status: 'error' }];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.fromEntries(settled);
}

/** True when some item of the page could not be loaded (the server keeps a better render then). */
export function hasFailedItem(data: SettledPageData): boolean {
  return Object.values(data).some((item) => item.status === 'error');
}

const noop = () => undefined;

/**
 * The browser side: the state of each item of a page's loader. `initial` is the data the server
 * wrote into the page (first render only); without it every item starts loading and is requested.
 * A new `requestKey` (other route parameters) requests everything again.
 */
export function usePageData(
  loader: PageLoader | undefined,
  args: PageLoaderArgs,
  requestKey: string,
  initial?: SettledPageData,
): Record<string, ItemState<unknown>> {
  const requests = loader ? loader(args) : {};
  const names = Object.keys(requests);
  const [state, setState] = useState<{
    key: string;
    items: Record<string, SettledItem | undefined>;
  }>(() => ({
    key: requestKey,
    items: initial ?? {},
  }));
  const fromServer = useRef(initial ? requestKey : null);
  const latest = useRef(requests);
  const generation = useRef(0);
  // The newest closures (they capture the current parameters), for requests and Retry.
  useEffect(() => {
    latest.current = requests;
  });

  const request = useCallback((name: string, key: string) => {
    const run = latest.current[name];
    if (!run) return;
    const mine = generation.current;
    run().then(
      (data) => {
        if (generation.current !== mine) return;
        setState((previous) =>
          previous.key === key
            ? { key, items: { ...previous.items, [name]: { status: 'success', data } } }
            : previous,
        );
      },
      (error: unknown) => {
        if (generation.current !== mine) return;
        console.warn('Content could not be loaded', error);
        // A failed refresh keeps what the page already shows.
        setState((previous) =>
          previous.key !== key || previous.items[name]?.status === 'success'
            ? previous
            : { key, items: { ...previous.items, [name]: { status: 'error' } } },
        );
      },
    );
  }, []);

  useEffect(() => {
    if (fromServer.current === requestKey) {
      fromServer.current = null;
      return undefined;
    }
    generation.current += 1;
    setState((previous) =>
      previous.key === requestKey ? previous : { key: requestKey, items: {} },
    );
    for (const name of Object.keys(latest.current)) request(name, requestKey);
    return () => {
      generation.current += 1;
    };
  }, [requestKey, request]);

  const items: Record<string, ItemState<unknown>> = {};
  for (const name of names) {
    const settled = state.key === requestKey ? state.items[name] : undefined;
    const reload = () => {
      setState((previous) => ({
        key: previous.key,
        items: { ...previous.items, [name]: undefined },
      }));
      request(name, requestKey);
    };
    items[name] =
      settled?.status === 'success'
        ? { status: 'success', data: settled.data, loading: false, reload }
        : settled?.status === 'error'
          ? { status: 'error', data: undefined, loading: false, reload }
          : { status: 'loading', data: undefined, loading: true, reload: noop };
  }
  return items;
}

/**
 * The status the server answers with. The 404 page sets it while rendering (an article id the CMS
 * does not know, a malformed id), so the renderer can answer 404 for what it rendered.
 */
export interface RenderStatus {
  readonly status: number;
  markNotFound(): void;
  /** What the address asks cannot be answered (a search query past its length): 400. */
  markBadRequest(): void;
}

/** A fresh status (200) for one server render. */
export function createRenderStatus(): RenderStatus {
  let status = 200;
  return {
    get status() {
      return status;
    },
    markNotFound() {
      status = 404;
    },
    markBadRequest() {
      status = 400;
    },
  };
}

export const RenderStatusContext = createContext<RenderStatus | null>(null);

/** Called while rendering: the page being rendered is "not found". A no-op in the browser. */
export function useMarkNotFound(): void {
  useContext(RenderStatusContext)?.markNotFound();
}

/** Called while rendering: the page answers a query it refuses (400). A no-op in the browser. */
export function useMarkBadRequest(refused: boolean): void {
  const status = useContext(RenderStatusContext);
  if (refused) status?.markBadRequest();
}
