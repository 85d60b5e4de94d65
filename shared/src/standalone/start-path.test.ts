import type { RemoteRoutes, RouteDeclaration } from '@navdhara/shared';
import { standaloneStartPath } from './start-path';

const load = () => Promise.resolve({ default: () => null });
const page = (name: string, path: string, extra: Partial<RouteDeclaration> = {}) =>
  ({ page: name, path, load, title: name, description: name, label: name, ...extra }) as const;

describe("standaloneStartPath: where / leads on a remote's standalone dev server", () => {
  it("is the path of the first page the remote's routes.ts lists", () => {
    const foods = page('FoodsPage', '/foods');
    const supplier = page('ChickenProteinSupplierPage', '/chicken-protien-supplier');
    expect(standaloneStartPath([foods, supplier])).toBe('/foods');
    expect(standaloneStartPath([supplier, foods])).toBe('/chicken-protien-supplier');
  });

  it('skips article routes and opens the declared spelling, not an alias', () => {
    const routes: RemoteRoutes = [
      page('BlogArticlePage', '/blog/:id', { article: 'blog' }),
      page('VentilationFanPage', '/poultry-vantilation-fan', {
        aliases: ['/poultry-ventilation-fan'],
      }),
    ];
    expect(standaloneStartPath(routes)).toBe('/poultry-vantilation-fan');
  });

  it('is null for the remote that owns / (its home page is there) and for one with no static page', () => {
    expect(standaloneStartPath([page('HomePage', '/')])).toBeNull();
    expect(
      standaloneStartPath([page('BlogArticlePage', '/blog/:id', { article: 'blog' })]),
    ).toBeNull();
    expect(standaloneStartPath([])).toBeNull();
  });
});
