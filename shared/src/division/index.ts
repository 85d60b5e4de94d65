/**
 * @navdhara/shared/division: the one division page layout, the landing page layout and the pieces
 * of the static content pages, fed by each division remote's typed content. Reaches the core only
 * through '@navdhara/shared' and the UI kit through '@navdhara/shared/ui'.
 */
export { DivisionPage, divisionLoader, type DivisionPageProps } from './DivisionPage';
export { LandingPage } from './LandingPage';
export { ContentPageEnd, ContentPageIntro } from './ContentPageSections';
export { faqItems } from './faq-items';
export { ProductGrid, gridColumns, type ProductGridProps } from './ProductGrid';
export { ProductModal } from './ProductModal';
export { ProductOverlay } from './ProductOverlay';
export { productPath } from './product-address';
export { VariantAccordion } from './VariantAccordion';
export { Icon, type IconName } from '../icons';
export * from '../types/division';
