import type { RemotePages } from '@navdhara/shared';

/** Pages the shell owns itself (route table rows with owner 'shell'). */
export const shellPages: RemotePages = {
  HelloWorldPage: () => import('./pages/HelloWorldPage'),
  LastUpdatePage: () => import('./pages/LastUpdatePage'),
};
