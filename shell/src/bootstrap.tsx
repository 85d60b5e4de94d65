import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '@navdhara/shared/styles/tokens.css';
import '@navdhara/shared/styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { routeTable } from '@navdhara/shared';
import { App } from './app/App';
import { loadPage } from './app/page-loader';
import { loadRuntimeConfig } from './app/remote-registry';

async function start() {
  await loadRuntimeConfig();
  // Load the current page's code before the first render, so a prerendered page hydrates
  // straight into the same DOM (no loading state, no Suspense boundary, no flash).
  const route = routeTable.find((r) => matchPath(r.path, window.location.pathname));
  if (route) await loadPage(route).catch(() => undefined);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (window.__PRERENDER__) {
    // The prerender pass renders in the browser (effects run, keyed content is fetched), then
    // asks for the same tree as server HTML, whose ids and text markers hydration expects.
    createRoot(container).render(app);
    window.__NAVDHARA_RENDER_STATIC__ = async () => {
      const { renderStaticHtml } = await import('./prerender-static');
      return renderStaticHtml(app);
    };
  } else if (container.hasChildNodes()) {
    // The page is already on screen; hydrating it as a transition lets React yield to the browser
    // every few milliseconds instead of one long task (a click meanwhile hydrates at once).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }
  else createRoot(container).render(app);
}

declare global {
  interface Window {
    __NAVDHARA_RENDER_STATIC__?: () => Promise<string>;
  }
}

void start();
