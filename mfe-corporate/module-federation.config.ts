/** Navdhara Group: what this remote exposes. The shell reaches it only through './routes'. */
export default {
  name: 'mfe_corporate',
  exposes: {
    './routes': './src/routes.ts',
  },
};
