/** Navdhara Where To Buy: what this remote exposes. The shell reaches it only through './routes'. */
export default {
  name: 'mfe_where_to_buy',
  exposes: {
    './routes': './src/routes.ts',
  },
};
