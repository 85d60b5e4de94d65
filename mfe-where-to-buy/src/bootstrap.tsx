import { renderStandalone } from '@navdhara/shared/standalone';
import { routes } from './routes';

// Only this remote's own dev page runs this file; the shell loads ./routes through remoteEntry.js.
renderStandalone('mfe_where_to_buy', routes);
