import { localize } from '@navdhara/shared';
import { LandingPage } from '@navdhara/shared/division';
import { farmingEquipment } from '../content/farming-equipment';

export default function PoultryFarmingEquipmentPage() {
  return <LandingPage content={localize(farmingEquipment)} />;
}
