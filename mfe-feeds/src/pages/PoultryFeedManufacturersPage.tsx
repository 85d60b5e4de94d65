import { localize } from '@navdhara/shared';
import { LandingPage } from '@navdhara/shared/division';
import { feedManufacturers } from '../content/landing';

export default function PoultryFeedManufacturersPage() {
  return <LandingPage content={localize(feedManufacturers)} />;
}
