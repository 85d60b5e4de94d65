import { DivisionPage } from '@navdhara/shared/division';
import { proteinsDivision } from '../content/division';

export default function ProteinsPage() {
  return <DivisionPage content={proteinsDivision} />;
}
