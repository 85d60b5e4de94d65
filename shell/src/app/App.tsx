import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  Navigate,
  NavigationType,
  Route,
  Routes,
  useLocation,
  useNavigationType,
  useParams,
} from 'react-router-dom';
import {
  BOOT_CONTRACT,
  breadcrumbJsonLd,
  canonicalPathFor,
  organizationJsonLd,
  PageHead,
  PostedFormContext,
  redirects,
  routeParamsValid,
  siteRoutes,
  currentLocale,
  localizedPath,
  tr,
  type SiteRoute,
} from '@navdhara/shared';
import { NotFound, setHydratingServerHtml, staticParts } from '@navdhara/shared/ui';
import { ExitIntentPopup } from '../frame/ExitIntentPopup';
import { FloatingWidget } from '../frame/FloatingWidget';
import { Header } from '../frame/Header';
import { InitialPageContext, type InitialPage } from './initial-page';
import { usePrefetchOnIntent } from './prefetch-on-intent';
import { RemotePage } from './RemotePage';
import { useDeclaration } from './site-routes';
import styles from './App.module.css';

/** The footer is the frame's static part: links only, its code fetched when first used. */
const frameParts = staticParts(
  'frame',
  () => import(/* webpackChunkName: "footer" */ '../frame/Footer'),
);
const Footer = frameParts.part('Footer');

function RouteView({ route }: { route: SiteRoute }) {
  const { pathname } = useLocation();
  const params = useParams();
  const initialPage = useContext(InitialPageContext);
  // The head comes with the owner's declarations, loaded with the page (before the first render
  // on the server and at boot; as the page's code comes on a move in the app).
  const head = useDeclaration(route);
  // The server found the parameters name no record (it knows the article numbers; the browser
  // does not): the browser keeps its 404 page rather than loading the page to find out again.
  const knownMissing = initialPage?.notFound === true && initialPage.path === pathname;
  if (knownMissing || !routeParamsValid(route, params)) return <NotFound />;
  return (
    <>
      {!route.dynamic && head && (
        <PageHead
          title={tr(head.title)}
          description={tr(head.description)}
          canonicalPath={canonicalPathFor(route, pathname)}
          {...(head.shareImage ? { image: head.shareImage } : {})}
          jsonLd={
            route.path === '/'
              ? [organizationJsonLd()]
              : [
                  breadcrumbJsonLd([
                    { name: tr(head.label), path: canonicalPathFor(route, pathname) },
                  ]),
                ]
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
 * An address the app's table does not hold. The server rendered this page: its 404. Reached by a
 * move in the app: the table may be older than the site (a remote released a page since this page
 * was rendered), so the browser asks the server, which knows the live routes.
 */
function UnknownPath() {
  const { pathname, search, hash } = useLocation();
  const initialPage = useContext(InitialPageContext);
  const askServer = initialPage !== null && initialPage.path !== pathname;
  useEffect(() => {
    if (askServer)
      window.location.assign(`${localizedPath(pathname, currentLocale())}${search}${hash}`);
  }, [askServer, pathname, search, hash]);
  return askServer ? null : <NotFound />;
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

/** Where the visitor left each entry of the tab's history, by its location key. */
const scrollByEntry = new Map<string, number>();

/**
 * Scroll for moves within the app only: a new page starts at its top, and Back or Forward returns
 * to where that page was left. The page the app takes over keeps the visitor's scroll, whatever
 * they did before its code came (the app boots when first needed: shared/build/boot.js).
 */
function ScrollOnPageChange() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location);
  useEffect(() => {
    const record = () => scrollByEntry.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);
  // Before the new page is painted, and before the scroll a shorter page clamps is recorded as
  // the previous page's (scroll events come with the next frame).
  useLayoutEffect(() => {
    const moved = shown.current.pathname !== location.pathname;
    shown.current = location;
    if (!moved) return;
    const top = navigationType === NavigationType.Pop ? (scrollByEntry.get(location.key) ?? 0) : 0;
    scrollInstantly(top);
    if (window.scrollY >= top) return;
    return scrollWhenLaidOut(top);
  }, [location, navigationType]);
  return null;
}

/** A page shown in place of another is not scrolled through (base.css scrolls smoothly). */
function scrollInstantly(top: number) {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

/**
 * A page gone back to lays its content out as it comes (its code, its data): scrolls to `top`
 * as it grows, until it is reached, the visitor scrolls of their own, or a few seconds pass.
 */
function scrollWhenLaidOut(top: number): () => void {
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const grown = new ResizeObserver(() => {
    scrollInstantly(top);
    if (window.scrollY >= top) stop();
  });
  const timer = window.setTimeout(stop, 5_000);
  function stop() {
    grown.disconnect();
    window.clearTimeout(timer);
    inputs.forEach((type) => window.removeEventListener(type, stop, true));
  }
  grown.observe(document.body);
  inputs.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  return stop;
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
      {siteRoutes().map((route) => (
        <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
      ))}
      {Object.entries(redirects).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route path="*" element={<UnknownPath />} />
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
  const { pathname } = useLocation();
  // The 404 page is one document for every address the site does not have (the site server
  // renders it once a language, at its own address): it is the page of the address it is shown at.
  const [page] = useState(() =>
    initialPage?.notFound ? { ...initialPage, path: pathname } : initialPage,
  );
  return (
    <InitialPageContext.Provider value={page}>
      <MarkInteractive />
      <AnnouncePageChange />
      <ScrollOnPageChange />
      <a href="#main" className={styles.skip}>
        {tr('Skip to content')}
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
