import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';
import { siteRoutes, splitLocalePath } from '@navdhara/shared';
import { prefetchPage } from './page-loader';

/** Events that show a visitor is about to follow a link: a pointer over it, focus, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The route an element's nearest link leads to on this site, if any. */
export function routeOfLink(target: EventTarget | null, origin: string) {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return undefined;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return undefined;
  const { path } = splitLocalePath(url.pathname);
  return siteRoutes().find((route) => matchPath(route.path, path));
}

/**
 * Warms the code of the page a link leads to as soon as the visitor shows intent, for every link
 * of the document (header, footer, cards, text, and links in HTML not hydrated), so following it
 * shows the page without waiting for its remote. Listens on the document, ahead of React's root
 * (which stops events aimed at HTML it has not hydrated).
 */
export function usePrefetchOnIntent(): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const route = routeOfLink(event.target, window.location.origin);
      if (route && route.owner !== 'shell') prefetchPage(route);
    };
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS)
        document.removeEventListener(type, onIntent, { capture: true });
    };
  }, []);
}
