import { setSiteRoutes } from '@navdhara/shared';
import { routeOfLink } from './prefetch-on-intent';

// The site's table as the renderer makes it from the apps' declarations (site-routes.ts).
beforeAll(() =>
  setSiteRoutes([
    { path: '/feeds', owner: 'mfe_feeds', page: 'FeedsPage' },
    { path: '/blog/:id', owner: 'mfe_corporate', page: 'BlogArticlePage', dynamic: true },
    {
      path: '/poultry-ventilation-fan',
      owner: 'mfe_equipments',
      page: 'VentilationFanPage',
      canonicalPath: '/poultry-vantilation-fan',
    },
  ]),
);

const origin = 'https://site.example';

function linkTo(href: string, attributes: Record<string, string> = {}) {
  const link = document.createElement('a');
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const inner = document.createElement('span');
  link.append(inner);
  return inner;
}

test('a link to one of the site pages names its route, from anything inside it', () => {
  expect(routeOfLink(linkTo(`${origin}/feeds`), origin)?.page).toBe('FeedsPage');
  expect(routeOfLink(linkTo(`${origin}/blog/7`), origin)?.path).toBe('/blog/:id');
  expect(routeOfLink(linkTo(`${origin}/poultry-ventilation-fan`), origin)?.owner).toBe(
    'mfe_equipments',
  );
});

test('links elsewhere, opening a new tab, or to no page name nothing', () => {
  expect(routeOfLink(linkTo('https://elsewhere.example/feeds'), origin)).toBeUndefined();
  expect(routeOfLink(linkTo(`${origin}/feeds`, { target: '_blank' }), origin)).toBeUndefined();
  expect(routeOfLink(linkTo(`${origin}/no-such-page`), origin)).toBeUndefined();
  expect(routeOfLink(document.createElement('button'), origin)).toBeUndefined();
  expect(routeOfLink(null, origin)).toBeUndefined();
});
