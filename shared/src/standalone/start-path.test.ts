import type { RemotePages } from '@navdhara/shared';
import { standaloneStartPath } from './start-path';

const load = () => Promise.resolve({ default: () => null });

describe("standaloneStartPath: where / leads on a remote's standalone dev server", () => {
  it("is the route of the first page the remote's routes.ts lists", () => {
    expect(
      standaloneStartPath('mfe_foods', {
        FoodsPage: load,
        ChickenProteinSupplierPage: load,
      } as RemotePages),
    ).toBe('/foods');
    expect(
      standaloneStartPath('mfe_foods', {
        ChickenProteinSupplierPage: load,
        FoodsPage: load,
      } as RemotePages),
    ).toBe('/chicken-protien-supplier');
  });

  it("skips pages without a static route of the remote's and takes the table's spelling over an alias", () => {
    expect(
      standaloneStartPath('mfe_equipments', {
        Unknown: load,
        VentilationFanPage: load,
      } as RemotePages),
    ).toBe('/poultry-vantilation-fan');
    expect(standaloneStartPath('mfe_feeds', { CattleFeedPage: load } as RemotePages)).toBe(
      '/best-cattle-manufacturers-in-india',
    );
  });

  it('is null for the remote that owns / (its home page is there) and for a remote with no static page', () => {
    expect(standaloneStartPath('mfe_corporate', { HomePage: load } as RemotePages)).toBeNull();
    expect(standaloneStartPath('mfe_foods', {} as RemotePages)).toBeNull();
  });
});
