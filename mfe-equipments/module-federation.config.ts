/** Navdhara Equipments: what this remote exposes. The shell reaches it only through './routes'. */
export default {
  name: 'mfe_equipments',
  exposes: {
    './routes': './src/routes.ts',
  },
};
