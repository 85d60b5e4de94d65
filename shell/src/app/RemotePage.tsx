import { useEffect, useState, type ComponentType } from 'react';
import type { PageRoute } from '@navdhara/shared';
import { Spinner } from '@navdhara/shared/ui';
import { loadedPage, loadPage } from './page-loader';
import { RemoteFallback } from './RemoteFallback';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import styles from './RemotePage.module.css';

type State =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed' };

/**
 * Renders the page a route owns, loading its remote on demand. A page loaded before hydration
 * renders at once (no Suspense, so the prerendered DOM is kept as it is). A load failure or a
 * render error shows the fallback; Retry loads again in place, without a full reload.
 * The caller keys it by route, so each route starts with fresh state.
 */
export function RemotePage({ route }: { route: PageRoute }) {
  const [state, setState] = useState<State>(() => {
    const Page = loadedPage(route);
    return Page ? { status: 'ready', Page } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    loadPage(route).then(
      (Page) => active && setState({ status: 'ready', Page }),
      (error: unknown) => {
        console.warn(`Could not load ${route.owner}/${route.page}`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [route, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Loading page" />
      </div>
    );
  }
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const { Page } = state;
  return (
    <RouteErrorBoundary
      key={attempt}
      fallback={(reset) => (
        <RemoteFallback
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Page />
    </RouteErrorBoundary>
  );
}
