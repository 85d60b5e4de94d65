import type { ComponentType } from 'react';
import type { PageLoader, PageProps } from './page-data';

/** A page's module: the component (default export) and, when it shows CMS content, its loader. */
export interface PageModule {
  // Each page narrows `data` to its own loader's items; the renderer passes what the loader made.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<PageProps<any>> | ComponentType;
  loader?: PageLoader;
}
