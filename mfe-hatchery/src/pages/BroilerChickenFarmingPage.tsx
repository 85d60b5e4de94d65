import { localize } from '@navdhara/shared';
import { LandingPage } from '@navdhara/shared/division';
import { broilerFarming } from '../content/broiler-farming';

export default function BroilerChickenFarmingPage() {
  return <LandingPage content={localize(broilerFarming)} />;
}
