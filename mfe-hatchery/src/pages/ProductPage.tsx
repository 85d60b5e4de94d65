import type { PageProps } from '@navdhara/shared';
import { ProductPage as ProductLayout, productLoader } from '@navdhara/shared/catalogue';

/**
 * A product of this division at `/hatchery/:slug` (its route checks the slug against the published
 * ones first): the product and the division's products, for the related ones, from the CMS. The
 * layout is the catalogue's, bundled with this remote, so a release of it changes its pages.
 */
export const loader = productLoader('hatchery');

export default function ProductPage({ data }: PageProps<typeof loader>) {
  return <ProductLayout section="hatchery" data={data} />;
}
