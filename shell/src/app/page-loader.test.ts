const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
}));

import { forgetPages, loadedPage, loadPage, REMOTE_TIMEOUT_MS } from './page-loader';

const Page = () => null;
const route = (page: string) => ({ owner: 'mfe_foods' as const, page });

/** A remote's `./routes` module declaring these pages (see any remote's src/routes.ts). */
function routesModule(pages: Record<string, () => Promise<unknown>>) {
  return {
    routes: Object.entries(pages).map(([page, load], index) => ({
      page,
      load,
      path: `/page-${index + 1}`,
      title: page,
      description: page,
      label: page,
    })),
  };
}

beforeEach(() => {
  loadRemote.mockReset();
  forgetPages('mfe_foods');
});

test('loads the routes module, then only the page asked for, and caches it', async () => {
  const other = jest.fn();
  const module = { default: Page };
  loadRemote.mockResolvedValue(routesModule({ FoodsPage: async () => module, Other: other }));
  await expect(loadPage(route('FoodsPage'))).resolves.toBe(module);
  expect(loadRemote).toHaveBeenCalledWith('mfe_foods/routes');
  expect(other).not.toHaveBeenCalled();
  expect(loadedPage(route('FoodsPage'))).toBe(module);
  await loadPage(route('FoodsPage'));
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

test('a failure is not cached: the next call (Retry) tries again', async () => {
  loadRemote.mockRejectedValueOnce(new Error('remote down'));
  await expect(loadPage(route('RetryPage'))).rejects.toThrow('remote down');
  expect(loadedPage(route('RetryPage'))).toBeUndefined();
  loadRemote.mockResolvedValueOnce(routesModule({ RetryPage: async () => ({ default: Page }) }));
  await expect(loadPage(route('RetryPage'))).resolves.toEqual({ default: Page });
});

test('forgetting a remote makes its pages load again (a new build registered on the server)', async () => {
  loadRemote.mockResolvedValue(routesModule({ FoodsPage: async () => ({ default: Page }) }));
  await loadPage(route('FoodsPage'));
  forgetPages('mfe_foods');
  expect(loadedPage(route('FoodsPage'))).toBeUndefined();
  await loadPage(route('FoodsPage'));
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

test('a module without a component is an error', async () => {
  loadRemote.mockResolvedValue(routesModule({ Empty: async () => ({}) }));
  await expect(loadPage(route('Empty'))).rejects.toThrow('has no default export');
});

test('a page the remote does not expose is an error', async () => {
  loadRemote.mockResolvedValue(routesModule({}));
  await expect(loadPage(route('Missing'))).rejects.toThrow('does not expose the page Missing');
});

test('a remote that never answers times out', async () => {
  jest.useFakeTimers();
  loadRemote.mockReturnValue(new Promise(() => undefined));
  const pending = loadPage(route('SlowPage'));
  jest.advanceTimersByTime(REMOTE_TIMEOUT_MS);
  await expect(pending).rejects.toThrow(`did not load within ${REMOTE_TIMEOUT_MS} ms`);
  jest.useRealTimers();
});
