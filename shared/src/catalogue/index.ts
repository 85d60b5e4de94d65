/**
 * @navdhara/shared/catalogue: the product page's layout, which every division remote shows at
 * `/<division>/:slug`. Not a singleton: each remote bundles its own copy (in the browser and on
 * the server), so a division changes its product pages by releasing its remote alone. Reaches the
 * core, the UI kit and the division kit only through their package names.
 */
export { ProductPage, productLoader, relatedTo, type ProductPageProps } from './ProductPage';
