import { LandingPage } from '@navdhara/shared/division';
import { farmingEquipment } from '../content/farming-equipment';

export default function PoultryFarmingEquipmentPage() {
  return <LandingPage content={farmingEquipment} />;
}
