import { RegionalPage } from '../components/RegionalPage';
import { rajasthanIntro } from '../content/pages';
import { rajasthan } from '../content/regional';

export default function RajasthanPage() {
  return <RegionalPage intro={rajasthanIntro} content={rajasthan} />;
}
