import { useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import {
  currentLocale,
  messages,
  tr,
  usePageData,
  type PageModule,
  type SiteRoute,
  type SettledPageData,
} from '@navdhara/shared';
import { Button, Spinner } from '@navdhara/shared/ui';
import { InitialPageContext, type InitialPage } from './initial-page';
import { loadedPage, loadPage } from './page-loader';
import { RemoteFallback } from './RemoteFallback';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import styles from './RemotePage.module.css';

type State =
  | { status: 'loading' }
  | { status: 'ready'; module: PageModule }
  | { status: 'frozen'; html: string }
  | { status: 'failed' };

/** Runs the page's loader (or takes the server's data) and renders the page with it. */
function LoadedPage({
  module,
  initialData,
}: {
  module: PageModule;
  initialData: SettledPageData | undefined;
}) {
  const params = useParams();
  const { search } = useLocation();
  const data = usePageData(
    module.loader,
    { locale: currentLocale(), params, search },
    `${JSON.stringify(params)}${search}`,
    initialData,
  );
  const Page = module.default;
  return <Page data={data} />;
}

/**
 * The server's HTML of a page whose code could not be loaded in the browser: kept as it is, so
 * the visitor keeps reading (links are plain links and still work), with a small notice and Try
 * again. The notice appears after hydration, so the hydrated DOM matches the server's. Its FAQ
 * answers and folded text are opened, since their buttons no longer have code behind them.
 */
const noSubscription = () => () => undefined;

function FrozenPage({ html, onRetry }: { html: string; onRetry: () => void }) {
  // False while hydrating (as on the server, which never shows it), true right after.
  const showNotice = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const page = root.current;
    // Loaded only here: most visits never need it.
    if (page)
      void import('./open-disclosures').then(({ openDisclosures }) => openDisclosures(page));
  }, [html]);
  return (
    <>
      {showNotice && (
        <div className={styles.notice} role="status" data-testid="page-code-failed">
          <p>{tr(messages.remote.frozen)}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {tr(messages.remote.retry)}
          </Button>
        </div>
      )}
      <div
        ref={root}
        data-page-root=""
        className={styles.page}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}

/** Server pages already used by a first render: a later visit of the same path loads afresh. */
const usedInitialPages = new WeakSet<InitialPage>();

function takeInitial(initial: InitialPage | null, pathname: string): InitialPage | undefined {
  return initial && !usedInitialPages.has(initial) && initial.path === pathname
    ? initial
    : undefined;
}

/**
 * Renders the page a route owns, loading its remote on demand. A page loaded before hydration
 * renders at once (no Suspense, so the server's DOM is kept as it is). A load failure or a render
 * error shows the fallback, except over server-rendered content, which stays; Retry loads again in
 * place, without a full reload. The caller keys it by route, so each route starts afresh.
 */
export function RemotePage({ route }: { route: SiteRoute }) {
  const { pathname } = useLocation();
  const context = useContext(InitialPageContext);
  const [initial] = useState(() => takeInitial(context, pathname));
  const [state, setState] = useState<State>(() => {
    // The first render matches what the server rendered: its fallback, or the page.
    if (initial?.pageFailed) return { status: 'failed' };
    const module = loadedPage(route, { hydrating: initial !== undefined });
    if (module) return { status: 'ready', module };
    if (initial?.frozenHtml !== undefined) return { status: 'frozen', html: initial.frozenHtml };
    return { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (initial) usedInitialPages.add(initial);
  }, [initial]);

  useEffect(() => {
    let active = true;
    if (state.status === 'frozen' && attempt === 0) return undefined;
    // A page already on screen at the first render (the server's, hydrated) needs no code for its
    // static parts; any other has it loaded with the page.
    loadPage(route, { staticParts: !(attempt === 0 && state.status === 'ready') }).then(
      // The same module as the first render's leaves the state as it is: a re-render would reach
      // every static part of the server's page (StaticParts.tsx) and hydrate it.
      (module) =>
        active &&
        setState((previous) =>
          previous.status === 'ready' && previous.module === module
            ? previous
            : { status: 'ready', module },
        ),
      (error: unknown) => {
        console.warn(`Could not load ${route.owner}/${route.page}`, error);
        if (active)
          setState((previous) => (previous.status === 'frozen' ? previous : { status: 'failed' }));
      },
    );
    return () => {
      active = false;
    };
    // Only a route change or Retry loads again; the frozen state waits for Retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, attempt]);

  const retry = () => {
    setState((previous) => (previous.status === 'frozen' ? previous : { status: 'loading' }));
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label={tr('Loading page')} />
      </div>
    );
  }
  if (state.status === 'frozen') return <FrozenPage html={state.html} onRetry={retry} />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
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
      <div data-page-root="" className={styles.page}>
        <LoadedPage module={state.module} initialData={initial?.data} />
      </div>
    </RouteErrorBoundary>
  );
}
