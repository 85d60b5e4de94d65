import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  addDictionary,
  DEFAULT_LOCALE,
  MAX_QUERY_LENGTH,
  setLocaleSource,
  type SearchAnswer,
  type SearchHit,
} from '@navdhara/shared';
import { MarkedText } from './MarkedText';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { readSearchRequest, searchPath } from './query';

function answer(extra: Partial<SearchAnswer> = {}): SearchAnswer {
  return {
    query: 'layer feed',
    lang: 'en',
    total: 1,
    offset: 0,
    limit: 20,
    results: [],
    ...extra,
  };
}

const layerFeed: SearchHit = {
  id: 'product:feeds/layer-phase-1-mash',
  kind: 'product',
  title: [
    { text: 'Layer', marked: true },
    { text: ' Phase 1 Mash', marked: false },
  ],
  englishTitle: null,
  division: 'feeds',
  url: '/feeds/layer-phase-1-mash',
  snippet: [
    { text: 'A mash for ', marked: false },
    { text: 'layers', marked: true },
    { text: ' from 18 weeks.', marked: false },
  ],
};

function show(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

describe('MarkedText', () => {
  it('marks the matching pieces with <mark> and shows markup as text', () => {
    const { container } = render(
      <p>
        <MarkedText
          pieces={[
            { text: '<b>bold</b> ', marked: false },
            { text: '<script>alert(1)</script>', marked: true },
          ]}
        />
      </p>,
    );
    expect(container.querySelector('b, script')).toBeNull();
    const mark = container.querySelector('mark');
    expect(mark).toHaveTextContent('<script>alert(1)</script>');
    expect(container.querySelector('p')).toHaveTextContent('<b>bold</b> <script>alert(1)</script>');
  });
});

describe('SearchResults', () => {
  it('lists each result: kind, division, title as a link with its marks, snippet with marks', () => {
    show(<SearchResults answer={answer({ results: [layerFeed] })} page={1} />);
    expect(screen.getByTestId('search-count')).toHaveTextContent('1 result for “layer feed”');
    const result = screen.getByTestId('search-result');
    expect(result).toHaveTextContent('Product');
    expect(result).toHaveTextContent('Feeds');
    const link = within(result).getByRole('link', { name: 'Layer Phase 1 Mash' });
    expect(link).toHaveAttribute('href', '/feeds/layer-phase-1-mash');
    expect(link.querySelector('mark')).toHaveTextContent('Layer');
    expect([...result.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Layer',
      'layers',
    ]);
    expect(screen.queryByTestId('search-pages')).toBeNull();
  });

  it('gives the English name of a product found on a Hindi page', () => {
    setLocaleSource(() => 'hi');
    addDictionary('hi', { 'In English:': 'अंग्रेज़ी में:' });
    show(
      <SearchResults
        answer={answer({
          lang: 'hi',
          results: [
            {
              ...layerFeed,
              title: [{ text: 'लेयर फ़ेज़ 1 मैश', marked: false }],
              englishTitle: 'Layer Phase 1 Mash',
              url: '/hi/feeds/layer-phase-1-mash',
            },
          ],
        })}
        page={1}
      />,
    );
    const result = screen.getByTestId('search-result');
    expect(within(result).getByText('Layer Phase 1 Mash')).toHaveAttribute('lang', 'en');
    // The router adds the language's prefix to a link in the app (its basename).
    expect(within(result).getByRole('link')).toHaveAttribute('href', '/feeds/layer-phase-1-mash');
  });

  it('says when the results hold only some of the words', () => {
    show(<SearchResults answer={answer({ results: [layerFeed], partial: true })} page={1} />);
    expect(screen.getByTestId('search-partial')).toHaveTextContent('some of them');
  });

  it('pages with Previous and Next links', () => {
    const hits = Array.from({ length: 20 }, (_, i) => ({ ...layerFeed, id: `hit-${i}` }));
    show(<SearchResults answer={answer({ results: hits, total: 45, offset: 20 })} page={2} />);
    const pages = screen.getByTestId('search-pages');
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/search?q=layer+feed',
    );
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/search?q=layer+feed&page=3',
    );
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(screen.getAllByTestId('search-result')[0]!.closest('ol')).toHaveAttribute('start', '21');
  });

  it('with no result: a message with the query as text, and the five divisions', () => {
    show(<SearchResults answer={answer({ query: '<img src=x>', total: 0 })} page={1} />);
    expect(screen.getByTestId('search-none')).toHaveTextContent(
      'Nothing on the site matches “<img src=x>”.',
    );
    expect(document.querySelector('img')).toBeNull();
    const links = within(screen.getByTestId('search-suggestions')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/foods',
      '/hatchery',
      '/proteins',
      '/feeds',
      '/equipments',
    ]);
  });

  it('with no words: a hint alone', () => {
    show(<SearchResults answer={answer({ query: '', total: 0, empty: true })} page={1} />);
    expect(screen.getByTestId('search-hint')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a query too long is refused in words', () => {
    show(<SearchResults answer={answer({ total: 0, error: 'too-long' })} page={1} />);
    expect(screen.getByRole('alert')).toHaveTextContent(`at most ${MAX_QUERY_LENGTH} characters`);
  });
});

describe('SearchForm', () => {
  it('is a labelled GET form to the search page in the page’s language', () => {
    setLocaleSource(() => 'hi');
    render(<SearchForm query="<b>feed</b>" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/hi/search');
    const field = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('maxLength', String(MAX_QUERY_LENGTH));
    expect(field).toHaveValue('<b>feed</b>');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });
});

describe('search addresses', () => {
  it('reads the words and the page, a bad page as the first', () => {
    expect(readSearchRequest('?q=leyer+feed&page=2')).toEqual({ query: 'leyer feed', page: 2 });
    expect(readSearchRequest('?q=x&page=-1')).toEqual({ query: 'x', page: 1 });
    expect(readSearchRequest('?page=abc')).toEqual({ query: '', page: 1 });
    expect(readSearchRequest(undefined)).toEqual({ query: '', page: 1 });
    expect(searchPath('a&b', 2)).toBe('/search?q=a%26b&page=2');
  });
});
