import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '@navdhara/shared/styles/tokens.css';
import '@navdhara/shared/styles/base.css';
import '@navdhara/shared/styles/scripts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import {
  BOOT_CONTRACT,
  localePrefix,
  setLocaleSource,
  SITE_CONTRACT,
  siteRoutes,
  splitLocalePath,
} from '@navdhara/shared';
import { setHydratingServerHtml } from '@navdhara/shared/ui';
import { App } from './app/App';
import { PAGE_ROOT_ATTRIBUTE, type InitialPage } from './app/initial-page';
import { loadFrameDictionaries } from './app/dictionaries';
import { loadPage } from './app/page-loader';
import { loadRuntimeConfig } from './app/remote-registry';
import { fetchedText } from './app/early-fetch';
import { type PageDataPayload } from './server/page-data-payload';

/**
 * The page the server rendered into this document, with the data its loader made: held in the
 * page, or at the address the page names (a kept page's: SITE_CONTRACT.pageDataPath), which the
 * boot script has fetched beside main.js. Null when it cannot be had (the address no longer
 * answers after the content changed, say): the page loads its content again.
 */
async function readInitialPage(): Promise<InitialPage | null> {
  const element = document.getElementById(SITE_CONTRACT.pageDataId);
  const src = element?.getAttribute('data-src');
  const text = src ? await fetchedText(src, 'default') : element?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as PageDataPayload;
    return {
      path: payload.path,
      data: payload.data,
      pageFailed: payload.pageFailed,
      notFound: payload.notFound,
      posted: payload.posted,
    };
  } catch (error) {
    console.warn(
      'The page data in the HTML is not valid JSON; the page loads its content again',
      error,
    );
    return null;
  }
}

async function start() {
  // One language per document: the one its address names (changing language is a new page).
  const { locale, path } = splitLocalePath(window.location.pathname);
  setLocaleSource(() => locale);
  const dictionaries = loadFrameDictionaries(locale).catch(() => undefined);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const pageRead = container.hasChildNodes() ? readInitialPage() : Promise.resolve(null);
  await loadRuntimeConfig();
  const initialPage = await pageRead;

  // Load the current page's code before the first render, so the server's HTML hydrates straight
  // into the same DOM (no loading state, no Suspense boundary, no flash). If it cannot load, the
  // server's HTML of the page stays on screen as it is.
  const route = siteRoutes().find((r) => matchPath(r.path, path));
  // A page the server found names no record is the 404 page: no page code to load for it.
  if (route && !initialPage?.notFound) {
    // The static parts of the server's page stay HTML until used: their code is not loaded here.
    await loadPage(route, { staticParts: initialPage === null }).catch(() => {
      const pageRoot = container.querySelector(`[${PAGE_ROOT_ATTRIBUTE}]`);
      if (initialPage && pageRoot) initialPage.frozenHtml = pageRoot.innerHTML;
    });
  }

  await dictionaries;
  const app = (
    <StrictMode>
      <BrowserRouter basename={localePrefix(locale) || undefined}>
        <App initialPage={initialPage} />
      </BrowserRouter>
    </StrictMode>
  );
  // From here React answers clicks itself; the boot script presses again only a button pressed
  // before (shared/build/boot.js).
  document.documentElement.setAttribute(BOOT_CONTRACT.hydratingAttribute, 'true');
  // The server's page without its data (it could not be had) is rendered afresh, not hydrated:
  // its content loads again rather than mismatch the HTML.
  if (initialPage) {
    // The page is already on screen; hydrating it as a transition lets React yield to the browser
    // every few milliseconds instead of one long task (a click meanwhile hydrates at once).
    // Islands met in this first render keep their HTML until their trigger (App ends it).
    setHydratingServerHtml(true);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}

void start();
