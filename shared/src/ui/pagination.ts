/** Size of the page-number window of the media paginator (docs/requirements.md#media-page). */
export const PAGE_WINDOW = 4;

/**
 * The page numbers the media paginator shows (docs/requirements.md#media-page): with 4 or fewer pages, all of them;
 * otherwise a window of 4: the first four on pages 1-2, the last four on the last two pages,
 * else from one before the current page to two after.
 */
export function mediaPageWindow(current: number, total: number): number[] {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (count <= PAGE_WINDOW) return range(1, count);
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  if (page <= 2) return range(1, PAGE_WINDOW);
  if (page >= count - 1) return range(count - PAGE_WINDOW + 1, count);
  return range(page - 1, page + 2);
}

/** Previous stops at page 1 (docs/requirements.md#media-page). */
export function previousPage(current: number): number {
  return Math.max(1, current - 1);
}

/** Next wraps from the last page to page 1 (docs/requirements.md#media-page). */
export function nextPage(current: number, total: number): number {
  return current >= total ? 1 : current + 1;
}
