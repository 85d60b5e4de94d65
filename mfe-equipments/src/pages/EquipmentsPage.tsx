import { DivisionPage } from '@navdhara/shared/division';
import { equipmentsDivision } from '../content/division';

export default function EquipmentsPage() {
  return <DivisionPage content={equipmentsDivision} />;
}
