import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '../styles/tokens.css';
import '../styles/base.css';
import { lazy, StrictMode, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import {
  currentLocale,
  PageHead,
  siteRoutesOf,
  usePageData,
  type PageModule,
  type RemoteRoutes,
  type RouteDeclaration,
} from '@navdhara/shared';
import { Logo, NotFound, Spinner } from '@navdhara/shared/ui';
import { standaloneStartPath } from './start-path';
import styles from './standalone.module.css';

/** A page with its loader's data, requested from the CMS as an in-app visit in the shell does. */
function LoadedPage({ module }: { module: PageModule }) {
  const params = useParams();
  const data = usePageData(
    module.loader,
    { locale: currentLocale(), params },
    JSON.stringify(params),
  );
  const Page = module.default;
  return <Page data={data} />;
}

/** A page's chunk as a lazy component that hands the page its data (pages with a loader need it). */
function lazyPage(load: RouteDeclaration['load']) {
  return lazy(async () => {
    const module = await load();
    return {
      default: function StandalonePage() {
        return <LoadedPage module={module} />;
      },
    };
  });
}

/**
 * A remote's own dev page (`npm run dev -w mfe-foods`): its routes, without the shell, with a
 * slim bar linking them; `/` opens the remote's first page (see start-path.ts). The shell never
 * loads this file (it is not exposed).
 */
function StandaloneApp({ owner, declared }: { owner: string; declared: RemoteRoutes }) {
  const routes = siteRoutesOf(owner, declared);
  const heads = new Map(declared.map((entry) => [entry.page, entry]));
  const start = standaloneStartPath(declared);
  const components = useMemo(
    () => Object.fromEntries(declared.map((entry) => [entry.page, lazyPage(entry.load)])),
    [declared],
  );
  return (
    <BrowserRouter>
      <header className={styles.bar}>
        <Logo />
        <span className={styles.badge}>{owner} · standalone</span>
        <nav aria-label="Pages of this remote">
          {declared.map((entry) => (
            <Link key={entry.path} to={entry.path.replace(':id', '1')}>
              {entry.label}
            </Link>
          ))}
        </nav>
      </header>
      <main id="main">
        <Suspense fallback={<Spinner size="lg" />}>
          <Routes>
            {routes.map((route) => {
              const Page = components[route.page];
              return (
                <Route
                  key={route.path}
                  path={route.path}
                  element={
                    Page ? (
                      <>
                        {!route.dynamic && (
                          <PageHead
                            title={heads.get(route.page)?.title ?? ''}
                            description={heads.get(route.page)?.description ?? ''}
                            canonicalPath={route.canonicalPath ?? route.path}
                          />
                        )}
                        <Page />
                      </>
                    ) : (
                      <NotFound />
                    )
                  }
                />
              );
            })}
            {start && <Route path="/" element={<Navigate to={start} replace />} />}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  );
}

export function renderStandalone(owner: string, routes: RemoteRoutes) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp owner={owner} declared={routes} />
    </StrictMode>,
  );
}
