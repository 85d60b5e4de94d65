import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  DEFAULT_LOCALE,
  setLocaleSource,
  setSiteSearch,
  usePageData,
  type SearchAnswer,
  type SiteSearch,
} from '@navdhara/shared';
import SearchPage, { loader } from './SearchPage';

function Harness({ search }: { search: string }) {
  const data = usePageData(loader, { locale: 'en', params: {}, search }, search) as Parameters<
    typeof SearchPage
  >[0]['data'];
  return <SearchPage data={data} />;
}

const found: SearchAnswer = {
  query: 'leyer feed',
  lang: 'hi',
  total: 1,
  offset: 20,
  limit: 20,
  results: [
    {
      id: 'p1',
      kind: 'product',
      title: [{ text: 'Layer Phase 1 Mash', marked: true }],
      englishTitle: null,
      division: 'feeds',
      url: '/hi/feeds/layer-phase-1-mash',
      snippet: [],
    },
  ],
};

afterEach(() => {
  setSiteSearch(null);
  setLocaleSource(() => DEFAULT_LOCALE);
});

it('asks the search for the query and page in the page’s language', async () => {
  setLocaleSource(() => 'hi');
  const search = jest.fn<ReturnType<SiteSearch>, Parameters<SiteSearch>>(() => found);
  setSiteSearch(search);
  render(
    <MemoryRouter>
      <Harness search="?q=leyer+feed&page=2" />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('search-result')).toHaveTextContent('Layer Phase 1 Mash');
  expect(search).toHaveBeenCalledWith('leyer feed', { lang: 'hi', offset: 20, limit: 20 });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveValue('leyer feed');
});

it('with no words searches nothing and shows the form and a hint', async () => {
  const search = jest.fn<ReturnType<SiteSearch>, Parameters<SiteSearch>>(() => found);
  setSiteSearch(search);
  render(
    <MemoryRouter>
      <Harness search="?q=" />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('search-hint')).toBeInTheDocument();
  expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
  expect(search).not.toHaveBeenCalled();
});
