import { localize, type PageProps } from '@navdhara/shared';
import { DivisionPage, divisionLoader } from '@navdhara/shared/division';
import { equipmentsDivision } from '../content/division';

/** Products and FAQs of this division, from the CMS. */
export const loader = divisionLoader(equipmentsDivision.section);

export default function EquipmentsPage({ data }: PageProps<typeof loader>) {
  return <DivisionPage content={localize(equipmentsDivision)} data={data} />;
}
