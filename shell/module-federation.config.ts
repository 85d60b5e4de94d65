/**
 * The shell is a Module Federation host with no remotes compiled in: it reads their locations
 * at run time from /runtime-config.json (see src/app/remote-registry.ts).
 */
export default {
  name: 'shell',
  exposes: {},
};
