import cmsTypes from './cms-types.json';

/**
 * The CMS's collections by the name its webhooks give them (`model`), with the path of each under
 * /api (Strapi's plural name), from the one list of CMS types (`cms-types.json`, which the CMS
 * reads too). The API client builds its paths from it, and the site's renderer names the
 * collections a page read, so an edge cache can drop exactly the pages that show what changed
 * (ARCHITECTURE.md, "Running on several machines").
 */
export const CMS_COLLECTIONS = { ...cmsTypes.editorial, ...cmsTypes.submitted } as const;

export type CmsModel = keyof typeof CMS_COLLECTIONS;

/** `/faqs` (then `/faqs/…`) for `faq`. */
export function collectionPath(model: CmsModel): string {
  return `/${CMS_COLLECTIONS[model]}`;
}

const MODEL_OF_PATH = new Map<string, CmsModel>(
  Object.entries(CMS_COLLECTIONS).map(([model, plural]) => [plural, model as CmsModel]),
);

/** The collection a request path under /api reads (`/faqs?…` → `faq`), if it is one. */
export function modelOfPath(path: string): CmsModel | undefined {
  const segment = /^\/?(?:api\/)?([a-z-]+)/.exec(path)?.[1];
  return segment ? MODEL_OF_PATH.get(segment) : undefined;
}
