import { localize, type PageProps } from '@navdhara/shared';
import { DivisionPage, divisionLoader } from '@navdhara/shared/division';
import { foodsDivision } from '../content/division';

/** Products and FAQs of this division, from the CMS. */
export const loader = divisionLoader(foodsDivision.section);

export default function FoodsPage({ data }: PageProps<typeof loader>) {
  return <DivisionPage content={localize(foodsDivision)} data={data} />;
}
