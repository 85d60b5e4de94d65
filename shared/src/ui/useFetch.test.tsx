import { act, renderHook, waitFor } from '@testing-library/react';
import { useFetch } from './useFetch';

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

  it('ends loading on failure, logs it and reports the error ', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    const { result } = renderHook(() => useFetch(load, ['b']));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.loading).toBe(false);
    expect(console.warn).toHaveBeenCalled();
  });

  it('fetches nothing while disabled, then fetches once enabled', async () => {
    const load = jest.fn().mockResolvedValue(['page 2']);
    const { result, rerender } = renderHook(({ enabled }) => useFetch(load, ['p'], { enabled }), {
      initialProps: { enabled: false },
    });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(true);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(['page 2']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reload fetches again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['back']);
    const { result } = renderHook(() => useFetch(load, ['r']));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual(['back']));
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
