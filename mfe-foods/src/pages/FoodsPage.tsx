import { DivisionPage } from '@navdhara/shared/division';
import { foodsDivision } from '../content/division';

export default function FoodsPage() {
  return <DivisionPage content={foodsDivision} />;
}
