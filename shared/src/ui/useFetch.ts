import { useCallback, useEffect, useState } from 'react';

export type FetchState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export type FetchResult<T> = FetchState<T> & {
  /** True until the fetch ends, success or failure (the spinner shows until then). */
  loading: boolean;
  /** Runs the fetch again (a "try again" button). */
  reload: () => void;
};

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

export interface UseFetchOptions {
  /** False: nothing is fetched and the state stays loading (e.g. the page the server already gave). */
  enabled?: boolean;
}

/**
 * Content a page fetches in the browser in answer to the visitor (another page of a list); what a
 * page shows when it opens comes from its loader instead (see `usePageData`). Runs `load` after
 * mount and whenever `deps` (plain values) change; a result that arrives after unmount or for
 * older deps is ignored. Failures are logged and surfaced, so the page can say so.
 */
export function useFetch<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  options: UseFetchOptions = {},
): FetchResult<T> {
  const { enabled = true } = options;
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${JSON.stringify(deps)}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: FetchState<T> } | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    load().then(
      (data) => {
        if (current)
          setResult({ key: requestKey, state: { status: 'success', data, error: undefined } });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn('Content could not be loaded', error);
        setResult({ key: requestKey, state: { status: 'error', data: undefined, error } });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure every render; the request is identified by its deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: FetchState<T> = result && result.key === requestKey ? result.state : LOADING;
  return { ...state, loading: state.status === 'loading', reload };
}
