import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  addDictionary,
  DEFAULT_LOCALE,
  setLocaleSource,
  usePageData,
  type PageProps,
} from '@navdhara/shared';
import { divisionLoader } from '@navdhara/shared/division';
import { latinWordsIn } from '@navdhara/shared/testing';
import { preloadLazyCode, preloadStaticParts } from '@navdhara/shared/ui';
import sharedHi from '@navdhara/shared/translations/hi.json';
import sharedPa from '@navdhara/shared/translations/pa.json';
import ownHi from '../../translations/hi.json';
import ownPa from '../../translations/pa.json';
import EquipmentsPage from '../EquipmentsPage';
import PoultryFarmingEquipmentPage from '../PoultryFarmingEquipmentPage';
import VentilationFanPage from '../VentilationFanPage';

/** Latin words a Hindi or Punjabi page keeps: the brand names and units of the glossary. */
const KEPT_LATIN = new Set(['Navdhara', 'Group', 'Equipments', 'CFM', 'HP']);

const noData = divisionLoader('equipments', {
  products: () => Promise.resolve([]),
  faqs: () => Promise.resolve([]),
});
function Equipments() {
  const data = usePageData(noData, { locale: 'en', params: {} }, 'test') as PageProps<
    typeof noData
  >['data'];
  return <EquipmentsPage data={data} />;
}

const pages: Array<[string, () => ReactElement]> = [
  ['/equipments', () => <Equipments />],
  ['/poultry-farming-equipment', () => <PoultryFarmingEquipmentPage />],
  ['/poultry-vantilation-fan', () => <VentilationFanPage />],
];

beforeAll(async () => {
  addDictionary('hi', sharedHi);
  addDictionary('pa', sharedPa);
  addDictionary('hi', ownHi);
  addDictionary('pa', ownPa);
  // The islands' and the static parts' code, had before the render as the server has it.
  await Promise.all([preloadLazyCode(), preloadStaticParts()]);
});
afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

describe.each(['hi', 'pa'] as const)('in %s', (locale) => {
  it.each(pages)('%s shows no English text', async (_path, Page) => {
    setLocaleSource(() => locale);
    const { container } = render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    // The division page's products and FAQs (none) settle.
    await act(() => Promise.resolve());
    expect(container.textContent).not.toBe('');
    expect(latinWordsIn(container, KEPT_LATIN)).toEqual([]);
  });
});
