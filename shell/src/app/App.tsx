import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import {
  BOOT_CONTRACT,
  breadcrumbJsonLd,
  canonicalPathFor,
  organizationJsonLd,
  PageHead,
  PostedFormContext,
  redirects,
  routeParamsValid,
  routeTable,
  type PageRoute,
} from '@navdhara/shared';
import { NotFound, setHydratingServerHtml, staticParts } from '@navdhara/shared/ui';
import { ExitIntentPopup } from '../frame/ExitIntentPopup';
import { FloatingWidget } from '../frame/FloatingWidget';
import { Header } from '../frame/Header';
import { InitialPageContext, type InitialPage } from './initial-page';
import { usePrefetchOnIntent } from './prefetch-on-intent';
import { RemotePage } from './RemotePage';
import styles from './App.module.css';

/** The footer is the frame's static part: links only, its code fetched when first used. */
const frameParts = staticParts(
  'frame',
  () => import(/* webpackChunkName: "footer" */ '../frame/Footer'),
);
const Footer = frameParts.part('Footer');

function RouteView({ route }: { route: PageRoute }) {
  const { pathname } = useLocation();
  const params = useParams();
  const initialPage = useContext(InitialPageContext);
  // The server found the parameters name no record (it knows the article numbers; the browser
  // does not): the browser keeps its 404 page rather than loading the page to find out again.
  const knownMissing = initialPage?.notFound === true && initialPage.path === pathname;
  if (knownMissing || !routeParamsValid(route, params)) return <NotFound />;
  return (
    <>
      {!route.dynamic && (
        <PageHead
          title={route.title}
          description={route.description}
          canonicalPath={canonicalPathFor(route, pathname)}
          jsonLd={
            route.path === '/'
              ? [organizationJsonLd()]
              : [breadcrumbJsonLd([{ name: route.label, path: canonicalPathFor(route, pathname) }])]
          }
        />
      )}
      {/* A form posted with this page's request shows its outcome, on this page only. */}
      <PostedFormContext.Provider
        value={initialPage?.path === pathname ? (initialPage.posted ?? null) : null}
      >
        <RemotePage key={route.path} route={route} />
      </PostedFormContext.Provider>
    </>
  );
}

/**
 * Marks the document once React has taken over the page (hydrated or rendered); tests wait on it.
 * Islands rendered from now on are the browser's own renders (see setHydratingServerHtml).
 */
function MarkInteractive() {
  useEffect(() => {
    setHydratingServerHtml(false);
    document.documentElement.setAttribute(BOOT_CONTRACT.hydratedAttribute, 'true');
  }, []);
  return null;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Tells the boot script another page is being shown, before it is painted: web fonts fetched
 * after the first page's load are set now, in the new page's own layout, not over a page being
 * read (shared/build/boot.js).
 */
function AnnouncePageChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.dispatchEvent(new Event(BOOT_CONTRACT.pageChangeEvent));
  }, [pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
      ))}
      {Object.entries(redirects).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/**
 * The whole frame and the current page, inside whichever router the caller gives it: the browser's
 * (`bootstrap.tsx`) or the server's static one (`server/renderer.tsx`). `initialPage` is the page
 * the server rendered, with its data.
 */
export function App({ initialPage = null }: { initialPage?: InitialPage | null }) {
  usePrefetchOnIntent();
  return (
    <InitialPageContext.Provider value={initialPage}>
      <MarkInteractive />
      <AnnouncePageChange />
      <ScrollToTop />
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <AppRoutes />
      </main>
      <Footer />
      <FloatingWidget />
      <ExitIntentPopup />
    </InitialPageContext.Provider>
  );
}
