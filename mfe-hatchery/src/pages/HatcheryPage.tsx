import { DivisionPage } from '@navdhara/shared/division';
import { hatcheryDivision } from '../content/division';

export default function HatcheryPage() {
  return <DivisionPage content={hatcheryDivision} />;
}
