/** Navdhara Feeds: what this remote exposes. The shell reaches it only through './routes'. */
export default {
  name: 'mfe_feeds',
  exposes: {
    './routes': './src/routes.ts',
  },
};
