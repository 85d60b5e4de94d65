/** Navdhara Proteins: what this remote exposes. The shell reaches it only through './routes'. */
export default {
  name: 'mfe_proteins',
  exposes: {
    './routes': './src/routes.ts',
  },
};
