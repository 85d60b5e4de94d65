import { RegionalPage } from '../components/RegionalPage';
import { punjabIntro } from '../content/pages';
import { punjab } from '../content/regional';

export default function PunjabPage() {
  return <RegionalPage intro={punjabIntro} content={punjab} />;
}
