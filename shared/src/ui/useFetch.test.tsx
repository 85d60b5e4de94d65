import { act, renderHook, waitFor } from '@testing-library/react';
import { PRERENDER_DATA_ID } from '@navdhara/shared';
import { useFetch } from './useFetch';

// What a prerendered page carries: the content its build fetched, keyed by useFetch's key.
const script = document.createElement('script');
script.type = 'application/json';
script.id = PRERENDER_DATA_ID;
script.textContent = JSON.stringify({ 'blogs:home': ['saved post'] });
document.head.appendChild(script);

describe('useFetch', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows loading until the fetch ends, then the data', async () => {
    const load = jest.fn().mockResolvedValue(['fresh']);
    const { result } = renderHook(() => useFetch(load, ['a']));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(['fresh']);
    expect(result.current.loading).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ends loading on failure, logs it and reports the error (SPEC §8)', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    const { result } = renderHook(() => useFetch(load, ['b']));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.loading).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });

  it('starts from content saved in a prerendered page and does not fetch it again on that load', async () => {
    const load = jest.fn().mockResolvedValue(['fresh post']);
    const { result } = renderHook(() => useFetch(load, ['home'], { key: 'blogs:home' }));
    expect(result.current.status).toBe('success');
    expect(result.current.data).toEqual(['saved post']);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();

    // Try again (or a later visit) fetches afresh.
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual(['fresh post']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses saved content once: a later visit to the page fetches it', async () => {
    const load = jest.fn().mockResolvedValue(['newer post']);
    const { result } = renderHook(() => useFetch(load, ['home'], { key: 'blogs:home' }));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(['newer post']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that arrives for older deps', async () => {
    let resolveFirst: (value: string) => void = () => undefined;
    const load = jest
      .fn()
      .mockImplementationOnce(() => new Promise<string>((resolve) => (resolveFirst = resolve)))
      .mockResolvedValueOnce('second');
    const { result, rerender } = renderHook(({ dep }) => useFetch(load, [dep]), {
      initialProps: { dep: 1 },
    });
    rerender({ dep: 2 });
    await waitFor(() => expect(result.current.data).toBe('second'));
    await act(async () => resolveFirst('first'));
    expect(result.current.data).toBe('second');
  });
});
