import { localize, type PageProps } from '@navdhara/shared';
import { DivisionPage, divisionLoader } from '@navdhara/shared/division';
import { hatcheryDivision } from '../content/division';

/** Products and FAQs of this division, from the CMS. */
export const loader = divisionLoader(hatcheryDivision.section);

export default function HatcheryPage({ data }: PageProps<typeof loader>) {
  return <DivisionPage content={localize(hatcheryDivision)} data={data} />;
}
