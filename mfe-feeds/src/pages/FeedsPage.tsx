import { localize, type PageProps } from '@navdhara/shared';
import { DivisionPage, divisionLoader } from '@navdhara/shared/division';
import { feedsDivision } from '../content/division';

/** Products and FAQs of this division, from the CMS. */
export const loader = divisionLoader(feedsDivision.section);

export default function FeedsPage({ data }: PageProps<typeof loader>) {
  return <DivisionPage content={localize(feedsDivision)} data={data} />;
}
