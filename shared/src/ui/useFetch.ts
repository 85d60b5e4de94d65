import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetPrerendered, isPrerendering, isStaticRenderPass, readPrerendered, recordPrerendered } from '@navdhara/shared';

export type FetchState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type FetchResult<T> = FetchState<T> & {
  /** True until the fetch ends, success or failure (SPEC §4: the spinner shows until then). */
  loading: boolean;
  /** Runs the fetch again (a "try again" button). */
  reload: () => void;
};

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

export interface UseFetchOptions {
  /**
   * A key unique on the page (e.g. `blog:7`, `products:feeds`) makes the content part of the
   * prerendered HTML: the build saves the result under it and the browser's first render starts
   * from it, without fetching it again on that load (no HTTP client on a prerendered page's first
   * load); later visits fetch it fresh. Without a key, the content loads in the browser only.
   */
  key?: string;
}

/**
 * Runs `load` after mount and whenever `deps` (plain values) change, and reports loading /
 * success / error. A result that arrives after unmount or for older deps is ignored. Failures are
 * logged (SPEC §8) and surfaced, so the page can say the content could not be loaded.
 */
export function useFetch<T>(load: () => Promise<T>, deps: readonly unknown[], options: UseFetchOptions = {}): FetchResult<T> {
  const { key } = options;
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${JSON.stringify(deps)}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: FetchState<T> } | null>(() => {
    if (!key || (isPrerendering() && !isStaticRenderPass())) return null;
    const saved = readPrerendered<T>(key);
    return saved.found ? { key: requestKey, state: { status: 'success', data: saved.value, error: undefined } } : null;
  });
  // The request whose answer came with the page (prerendered); it is not sent again.
  const answeredBySnapshot = useRef<string | null>(result ? requestKey : null);

  useEffect(() => {
    // While prerendering, only content with a key is fetched (and saved into the page); the rest
    // stays in its loading state, which is also what the browser's first render shows.
    if (isPrerendering() && !key) return undefined;
    if (key) forgetPrerendered(key);
    if (answeredBySnapshot.current === requestKey) {
      answeredBySnapshot.current = null;
      return undefined;
    }
    let current = true;
    load().then(
      (data) => {
        if (!current) return;
        if (key) recordPrerendered(key, data);
        setResult({ key: requestKey, state: { status: 'success', data, error: undefined } });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('Content could not be loaded', error);
        if (isPrerendering()) return; // the snapshot keeps the loading state the browser starts in
        // A failed quiet refresh keeps the content the page already shows.
        setResult((previous) =>
          previous && previous.key === requestKey && previous.state.status === 'success'
            ? previous
            : { key: requestKey, state: { status: 'error', data: undefined, error } },
        );
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure every render; the request is identified by its deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: FetchState<T> = result && result.key === requestKey ? result.state : LOADING;
  return { ...state, loading: state.status === 'loading', reload };
}
