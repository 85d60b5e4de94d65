import type { APIRequestContext } from '@playwright/test';

/** How soon an editor's change or a release must be in what the site serves. */
export const CHANGE_BUDGET_MS = 5000;

/**
 * Polls what the site serves at `url` until `check` holds; returns the seconds it took, or throws
 * once the change budget is spent.
 */
export async function secondsUntil(
  request: APIRequestContext,
  url: string,
  check: (body: string, status: number) => boolean,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await request.get(url, { headers: { 'Cache-Control': 'no-cache' } });
    if (check(await response.text(), response.status())) return (Date.now() - started) / 1000;
    if (Date.now() - started > CHANGE_BUDGET_MS)
      throw new Error(`${url}: not changed within ${CHANGE_BUDGET_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
