/** Navdhara Hatcheries: what this remote exposes. The shell reaches it only through './routes'. */
export default {
  name: 'mfe_hatchery',
  exposes: {
    './routes': './src/routes.ts',
  },
};
