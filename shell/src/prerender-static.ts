import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { setStaticRenderPass } from '@navdhara/shared';

/**
 * Used only by the build's prerender pass (a separate chunk visitors never load): the app as
 * server HTML, with the content the browser pass fetched, so hydration finds exactly this markup.
 */
export function renderStaticHtml(app: ReactElement): string {
  setStaticRenderPass(true);
  try {
    return renderToString(app);
  } finally {
    setStaticRenderPass(false);
  }
}
