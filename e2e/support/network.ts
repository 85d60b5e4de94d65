import type { Page, Request } from '@playwright/test';

/** Resolves after the page has drawn two more frames and run the tasks queued before them. */
export function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );
}

/**
 * The page's requests in flight, watched from the call on (make it before the navigation).
 * `quiet()` is what `networkidle` stands for, without its fixed half second: it resolves once no
 * request is in flight, and none has started while the page drew two more frames (what a request
 * that has just ended starts, a chunk its code imports or an image it shows, has begun by then).
 * Playwright's `networkidle` counts the same requests, and then waits 500 ms of silence.
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let wake: (() => void) | null = null;
  const ended = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) wake?.();
  };
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const idle = () =>
    inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));

  return {
    /** The addresses still being fetched. */
    pending: () => [...inFlight].map((request) => request.url()),
    async quiet({ timeout = 15_000 }: { timeout?: number } = {}): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `the page kept fetching for ${timeout} ms: ${[...inFlight]
                  .map((request) => request.url())
                  .slice(0, 5)
                  .join(', ')}`,
              ),
            ),
          timeout,
        );
      });
      try {
        for (;;) {
          await Promise.race([idle(), expired]);
          await Promise.race([twoFrames(page), expired]);
          if (inFlight.size === 0) return;
        }
      } finally {
        clearTimeout(timer);
        wake = null;
      }
    },
  };
}
