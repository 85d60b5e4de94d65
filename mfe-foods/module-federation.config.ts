/** Navdhara Foods: what this remote exposes. The shell reaches it only through './routes'. */
export default {
  name: 'mfe_foods',
  exposes: {
    './routes': './src/routes.ts',
  },
};
