import {
  declarationProblems,
  mergeSiteRoutes,
  siteRoutesOf,
  type RouteDeclaration,
} from './site-routes';

const load = () => Promise.resolve({ default: () => null });
const declare = (page: string, path: string, extra: Partial<RouteDeclaration> = {}) => ({
  page,
  path,
  load,
  title: `${page} title`,
  description: `${page} description`,
  label: page,
  ...extra,
});

describe('route declarations: what a remote says about its pages', () => {
  it('a whole list has no problem', () => {
    expect(
      declarationProblems('mfe_feeds', [
        declare('FeedsPage', '/feeds'),
        declare('CattleFeedPage', '/best-cattle-manufacturers-in-india', {
          aliases: ['/best-cattle-manufacturer-in-india'],
        }),
        declare('BlogArticlePage', '/blog/:id', { article: 'blog' }),
      ]),
    ).toEqual([]);
  });

  it('names a route with no page, a page with no head and a path that is not one', () => {
    const problems = declarationProblems('mfe_feeds', [
      { ...declare('FeedsPage', '/feeds'), load: undefined },
      declare('PricePage', '/Broiler_Price/', { title: ' ' }),
    ]);
    expect(problems).toEqual([
      'mfe_feeds/FeedsPage: the route has no page (`load` is not a function)',
      'mfe_feeds/PricePage: the head has no title',
      'mfe_feeds/PricePage: "/Broiler_Price/" is not a route path (lowercase words and hyphens, e.g. /broiler-feed-price)',
    ]);
  });

  it('names a page or a path declared twice, and an :id route without its article kind', () => {
    expect(
      declarationProblems('mfe_feeds', [
        declare('FeedsPage', '/feeds'),
        declare('FeedsPage', '/feeds-2'),
        declare('OtherPage', '/other', { aliases: ['/feeds'] }),
        declare('ArticlePage', '/news/:id'),
      ]),
    ).toEqual([
      'mfe_feeds/FeedsPage: the page is declared twice',
      'mfe_feeds/OtherPage: /feeds is declared twice',
      'mfe_feeds/ArticlePage: an :id route names its article kind, and only an :id route does',
    ]);
  });

  it('refuses a module with no list at all', () => {
    expect(declarationProblems('mfe_feeds', undefined)).toEqual([
      'mfe_feeds: its ./routes module exports no `routes` list',
    ]);
  });
});

describe("the site's table", () => {
  it('has a row per path and per alias, the alias pointing at the declared spelling', () => {
    expect(
      siteRoutesOf('mfe_equipments', [
        declare('VentilationFanPage', '/poultry-vantilation-fan', {
          aliases: ['/poultry-ventilation-fan'],
        }),
        declare('BlogArticlePage', '/blog/:id', { article: 'blog', hidden: true }),
      ]),
    ).toEqual([
      { path: '/poultry-vantilation-fan', owner: 'mfe_equipments', page: 'VentilationFanPage' },
      {
        path: '/poultry-ventilation-fan',
        owner: 'mfe_equipments',
        page: 'VentilationFanPage',
        canonicalPath: '/poultry-vantilation-fan',
      },
      {
        path: '/blog/:id',
        owner: 'mfe_equipments',
        page: 'BlogArticlePage',
        dynamic: true,
        article: 'blog',
        hidden: true,
      },
    ]);
  });

  it('keeps a path claimed twice with the first owner and names both', () => {
    const feeds = siteRoutesOf('mfe_feeds', [declare('PricePage', '/broiler-feed-price')]);
    const foods = siteRoutesOf('mfe_foods', [declare('BroilerPricePage', '/broiler-feed-price')]);
    const merged = mergeSiteRoutes([feeds, foods]);
    expect(merged.routes).toEqual(feeds);
    expect(merged.problems).toEqual([
      '/broiler-feed-price is claimed by both mfe_feeds (PricePage) and mfe_foods (BroilerPricePage)',
    ]);
  });
});
