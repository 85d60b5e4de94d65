import { DivisionPage } from '@navdhara/shared/division';
import { feedsDivision } from '../content/division';

export default function FeedsPage() {
  return <DivisionPage content={feedsDivision} />;
}
