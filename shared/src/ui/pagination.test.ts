import { mediaPageWindow, nextPage, previousPage } from './pagination';

describe('mediaPageWindow (docs/requirements.md#media-page)', () => {
  it('shows every page when there are 4 or fewer', () => {
    expect(mediaPageWindow(1, 0)).toEqual([]);
    expect(mediaPageWindow(1, 1)).toEqual([1]);
    expect(mediaPageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(mediaPageWindow(4, 4)).toEqual([1, 2, 3, 4]);
  });
  it('shows the first four on pages 1-2', () => {
    expect(mediaPageWindow(1, 9)).toEqual([1, 2, 3, 4]);
    expect(mediaPageWindow(2, 9)).toEqual([1, 2, 3, 4]);
  });
  it('shows the last four on the last two pages', () => {
    expect(mediaPageWindow(9, 9)).toEqual([6, 7, 8, 9]);
    expect(mediaPageWindow(8, 9)).toEqual([6, 7, 8, 9]);
    expect(mediaPageWindow(5, 5)).toEqual([2, 3, 4, 5]);
    expect(mediaPageWindow(4, 5)).toEqual([2, 3, 4, 5]);
  });
  it('otherwise shows one before the current page to two after', () => {
    expect(mediaPageWindow(3, 9)).toEqual([2, 3, 4, 5]);
    expect(mediaPageWindow(5, 9)).toEqual([4, 5, 6, 7]);
    expect(mediaPageWindow(7, 9)).toEqual([6, 7, 8, 9]);
    expect(mediaPageWindow(3, 5)).toEqual([2, 3, 4, 5]);
    expect(mediaPageWindow(3, 6)).toEqual([2, 3, 4, 5]);
  });
  it('always returns a window of 4 when there are more than 4 pages, including the current one', () => {
    for (let total = 5; total <= 12; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const window = mediaPageWindow(page, total);
        expect(window).toHaveLength(4);
        expect(window).toContain(page);
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window[3]).toBeLessThanOrEqual(total);
      }
    }
  });
  it('clamps out-of-range pages', () => {
    expect(mediaPageWindow(0, 9)).toEqual([1, 2, 3, 4]);
    expect(mediaPageWindow(42, 9)).toEqual([6, 7, 8, 9]);
  });
});

describe('previous / next', () => {
  it('previous stops at page 1', () => {
    expect(previousPage(3)).toBe(2);
    expect(previousPage(1)).toBe(1);
  });
  it('next wraps from the last page to page 1', () => {
    expect(nextPage(1, 5)).toBe(2);
    expect(nextPage(5, 5)).toBe(1);
  });
});
