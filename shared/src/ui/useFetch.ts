import { useCallback, useEffect, useState } from 'react';

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

/**
 * Runs `load` after mount and whenever `deps` (plain values) change, and reports loading /
 * success / error. A result that arrives after unmount or for older deps is ignored. Failures are
 * logged (SPEC §8) and surfaced, so the page can say the content could not be loaded.
 */
export function useFetch<T>(load: () => Promise<T>, deps: readonly unknown[]): FetchResult<T> {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${JSON.stringify(deps)}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: FetchState<T> } | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setResult({ key: requestKey, state: { status: 'success', data, error: undefined } });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Content could not be loaded', error);
        setResult({ key: requestKey, state: { status: 'error', data: undefined, error } });
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
