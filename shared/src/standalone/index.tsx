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
  PageHead,
  routesOwnedBy,
  usePageData,
  type PageModule,
  type RemoteName,
  type RemotePages,
} from '@navdhara/shared';
import { Logo, NotFound, Spinner } from '@navdhara/shared/ui';
import { standaloneStartPath } from './start-path';
import styles from './standalone.module.css';

/** A page with its loader's data, requested from the CMS as an in-app visit in the shell does. */
function LoadedPage({ module }: { module: PageModule }) {
  const params = useParams();
  const data = usePageData(module.loader, { params }, JSON.stringify(params));
  const Page = module.default;
  return <Page data={data} />;
}

/** A page's chunk as a lazy component that hands the page its data (pages with a loader need it). */
function lazyPage(load: RemotePages[string]) {
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
function StandaloneApp({ owner, pages }: { owner: RemoteName; pages: RemotePages }) {
  const routes = routesOwnedBy(owner);
  const start = standaloneStartPath(owner, pages);
  const components = useMemo(
    () => Object.fromEntries(Object.entries(pages).map(([name, load]) => [name, lazyPage(load)])),
    [pages],
  );
  return (
    <BrowserRouter>
      <header className={styles.bar}>
        <Logo />
        <span className={styles.badge}>{owner} · standalone</span>
        <nav aria-label="Pages of this remote">
          {routes.map((route) => (
            <Link key={route.path} to={route.path.replace(':id', '1')}>
              {route.label}
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
                            title={route.title}
                            description={route.description}
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

export function renderStandalone(owner: RemoteName, pages: RemotePages) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp owner={owner} pages={pages} />
    </StrictMode>,
  );
}
