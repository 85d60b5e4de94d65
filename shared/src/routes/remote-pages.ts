import type { ComponentType } from 'react';
import type { PageLoader, PageProps } from './page-data';

/** A page's module: the component (default export) and, when it shows CMS content, its loader. */
export interface PageModule {
  // Each page narrows `data` to its own loader's items; the renderer passes what the loader made.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<PageProps<any>> | ComponentType;
  loader?: PageLoader;
}

/**
 * What a remote exposes as `./routes`: page name -> loader of the page's own chunk. The shell
 * fetches this small module first, then only the chunk of the page being visited.
 */
export type RemotePages = Readonly<Record<string, () => Promise<PageModule>>>;
