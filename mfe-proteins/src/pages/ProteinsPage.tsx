import { localize, type PageProps } from '@navdhara/shared';
import { DivisionPage, divisionLoader } from '@navdhara/shared/division';
import { proteinsDivision } from '../content/division';

/** Products and FAQs of this division, from the CMS. */
export const loader = divisionLoader(proteinsDivision.section);

export default function ProteinsPage({ data }: PageProps<typeof loader>) {
  return <DivisionPage content={localize(proteinsDivision)} data={data} />;
}
