import { act, renderHook } from '@testing-library/react';
import { EXIT_INTENT_KEY, TOUCH_DELAY_MS, useExitIntent } from './use-exit-intent';

function pointer(fine: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(pointer: fine)' ? fine : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

function leaveTop() {
  document.dispatchEvent(
    new MouseEvent('mouseout', { clientY: -1, relatedTarget: null, bubbles: true }),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('a fine pointer leaving the top opens once and records it for the session', () => {
  pointer(true);
  const open = jest.fn();
  renderHook(() => useExitIntent(open));
  document.dispatchEvent(
    new MouseEvent('mouseout', { clientY: 200, relatedTarget: null, bubbles: true }),
  );
  expect(open).not.toHaveBeenCalled();
  leaveTop();
  leaveTop();
  expect(open).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(EXIT_INTENT_KEY)).toBe('true');
});

test('nothing opens when the session flag is already set', () => {
  pointer(true);
  sessionStorage.setItem(EXIT_INTENT_KEY, 'true');
  const open = jest.fn();
  renderHook(() => useExitIntent(open));
  leaveTop();
  act(() => jest.advanceTimersByTime(10_000));
  expect(open).not.toHaveBeenCalled();
});

test('without a fine pointer it opens after 5 seconds, not before', () => {
  pointer(false);
  const open = jest.fn();
  renderHook(() => useExitIntent(open));
  act(() => jest.advanceTimersByTime(TOUCH_DELAY_MS - 1));
  expect(open).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(open).toHaveBeenCalledTimes(1);
});

test('unmounting cancels the pending touch timer', () => {
  pointer(false);
  const open = jest.fn();
  const { unmount } = renderHook(() => useExitIntent(open));
  unmount();
  act(() => jest.advanceTimersByTime(TOUCH_DELAY_MS * 2));
  expect(open).not.toHaveBeenCalled();
});
