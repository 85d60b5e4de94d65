import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createRenderStatus,
  hasFailedItem,
  RenderStatusContext,
  settlePageData,
  useMarkNotFound,
  usePageData,
  type PageLoader,
} from './page-data';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('settlePageData (the server runs a page loader before rendering)', () => {
  it('waits for every item and records each success or failure, never throwing', async () => {
    const loader: PageLoader = ({ params }) => ({
      post: () => Promise.resolve({ id: params.id }),
      list: () => Promise.reject(new Error('CMS down')),
    });
    const data = await settlePageData(loader, { locale: 'en', params: { id: '7' } }, 1000);
    expect(data).toEqual({
      post: { status: 'success', data: { id: '7' } },
      list: { status: 'error' },
    });
    expect(hasFailedItem(data)).toBe(true);
  });

  it('gives up on an item that hangs after the timeout', async () => {
    const data = await settlePageData(
      () => ({ slow: () => new Promise(() => undefined), fast: () => Promise.resolve(1) }),
      { locale: 'en', params: {} },
      20,
    );
    expect(data).toEqual({ slow: { status: 'error' }, fast: { status: 'success', data: 1 } });
  });

  it('a page without a loader has no data', async () => {
    await expect(settlePageData(undefined, { locale: 'en', params: {} }, 10)).resolves.toEqual({});
  });
});

describe('usePageData (the browser)', () => {
  it('hydrates from the data the server wrote, without requesting it again', async () => {
    const blogs = jest.fn().mockResolvedValue(['fresh']);
    const { result } = renderHook(() =>
      usePageData(() => ({ blogs }), { locale: 'en', params: {} }, 'k', {
        blogs: { status: 'success', data: ['from the server'] },
      }),
    );
    expect(result.current.blogs).toMatchObject({ status: 'success', data: ['from the server'] });
    await act(async () => undefined);
    expect(blogs).not.toHaveBeenCalled();
  });

  it('without server data, each item loads on its own: a failure does not hold back the rest', async () => {
    let resolveSlow: (value: string) => void = () => undefined;
    const loader: PageLoader = () => ({
      slow: () => new Promise<string>((resolve) => (resolveSlow = resolve)),
      broken: () => Promise.reject(new Error('down')),
      quick: () => Promise.resolve('quick'),
    });
    const { result } = renderHook(() => usePageData(loader, { locale: 'en', params: {} }, 'k'));
    expect(result.current.slow?.status).toBe('loading');
    await waitFor(() =>
      expect(result.current.quick).toMatchObject({ status: 'success', data: 'quick' }),
    );
    await waitFor(() => expect(result.current.broken?.status).toBe('error'));
    expect(result.current.slow?.status).toBe('loading');
    await act(async () => resolveSlow('slow'));
    expect(result.current.slow).toMatchObject({ status: 'success', data: 'slow' });
  });

  it('reload asks again for one item, and new route parameters ask for everything again', async () => {
    const post = jest.fn((id: string | undefined) =>
      id === '1' ? Promise.reject(new Error('down')) : Promise.resolve(`post ${id}`),
    );
    const loader: PageLoader = ({ params }) => ({ post: () => post(params.id) });
    const { result, rerender } = renderHook(
      ({ id }) => usePageData(loader, { locale: 'en', params: { id } }, id),
      { initialProps: { id: '1' } },
    );
    await waitFor(() => expect(result.current.post?.status).toBe('error'));
    post.mockImplementationOnce(() => Promise.resolve('post 1 at last'));
    act(() => result.current.post?.reload());
    await waitFor(() => expect(result.current.post?.data).toBe('post 1 at last'));
    rerender({ id: '2' });
    await waitFor(() => expect(result.current.post?.data).toBe('post 2'));
  });

  it('an answer for older parameters is ignored', async () => {
    let resolveOld: (value: string) => void = () => undefined;
    const post = jest.fn((id: string | undefined) =>
      id === 'old'
        ? new Promise<string>((resolve) => (resolveOld = resolve))
        : Promise.resolve('new'),
    );
    const { result, rerender } = renderHook(
      ({ id }) =>
        usePageData(
          ({ params }) => ({ post: () => post(params.id) }),
          { locale: 'en', params: { id } },
          id,
        ),
      { initialProps: { id: 'old' } },
    );
    rerender({ id: 'new' });
    await waitFor(() => expect(result.current.post?.data).toBe('new'));
    await act(async () => resolveOld('old'));
    expect(result.current.post?.data).toBe('new');
  });
});

describe('useMarkNotFound', () => {
  function Missing() {
    useMarkNotFound();
    return <p>gone</p>;
  }
  it('makes a server render a 404, and does nothing in the browser', () => {
    const status = createRenderStatus();
    renderToString(
      <RenderStatusContext.Provider value={status}>
        <Missing />
      </RenderStatusContext.Provider>,
    );
    expect(status.status).toBe(404);
    render(<Missing />);
    expect(screen.getByText('gone')).toBeInTheDocument();
  });
});
