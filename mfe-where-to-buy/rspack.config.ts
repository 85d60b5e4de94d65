import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPorts, createAppConfig } from '@navdhara/shared/build';
import federation from './module-federation.config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  federation,
  role: 'remote',
  port: appPorts()['mfe-where-to-buy'] ?? 0,
});
