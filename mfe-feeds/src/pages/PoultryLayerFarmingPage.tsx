import { localize } from '@navdhara/shared';
import { LandingPage } from '@navdhara/shared/division';
import { layerFarming } from '../content/landing';

export default function PoultryLayerFarmingPage() {
  return <LandingPage content={localize(layerFarming)} />;
}
