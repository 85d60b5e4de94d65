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
import { preloadLazyCode, preloadStaticParts } from '@navdhara/shared/ui';
import sharedHi from '@navdhara/shared/translations/hi.json';
import sharedPa from '@navdhara/shared/translations/pa.json';
import ownHi from '../../translations/hi.json';
import ownPa from '../../translations/pa.json';
import HatcheryPage from '../HatcheryPage';
import BroilerChickenFarmingPage from '../BroilerChickenFarmingPage';
import SummerManagementPage from '../SummerManagementPage';

/** Latin words a Hindi or Punjabi page keeps: the brand names and units of the glossary. */
const KEPT_LATIN = new Set(['Navdhara', 'Group', 'Hatcheries', 'FCR']);

/** The Latin words a reader sees or hears on the page (text, alt texts, accessible names). */
function latinWords(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('script, style')) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('[alt], [aria-label], [title], [placeholder]'))
    for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
      texts.push(element.getAttribute(name) ?? '');
  return [...new Set(texts.join(' ').match(/[A-Za-z]{2,}/g) ?? [])].filter(
    (word) => !KEPT_LATIN.has(word),
  );
}

const noData = divisionLoader('hatchery', {
  products: () => Promise.resolve([]),
  faqs: () => Promise.resolve([]),
});
function Hatchery() {
  const data = usePageData(noData, { params: {} }, 'test') as PageProps<typeof noData>['data'];
  return <HatcheryPage data={data} />;
}

const pages: Array<[string, () => ReactElement]> = [
  ['/hatchery', () => <Hatchery />],
  ['/broiler-chicken-farming', () => <BroilerChickenFarmingPage />],
  ['/summer-managment-in-poultry', () => <SummerManagementPage />],
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
    expect(latinWords(container)).toEqual([]);
  });
});
