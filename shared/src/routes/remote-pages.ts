import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

/**
 * What a remote exposes as `./routes`: page name -> loader of the page's own chunk. The shell
 * fetches this small module first, then only the chunk of the page being visited.
 */
export type RemotePages = Readonly<Record<string, () => Promise<PageModule>>>;
