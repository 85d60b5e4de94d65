// @ts-check
/**
 * Render slots: a bound on renders at once (they are CPU work on the thread that also serves the
 * cached pages), with a short queue in which visitors' misses go before background renders. The
 * page cache takes one for each render, form posts take their own (form-requests.mjs).
 */

/** No render could start in time: answer 503 with Retry-After. */
export class BusyError extends Error {
  constructor(/** @type {string} */ path) {
    super(`${path}: too many renders at once`);
    this.name = 'BusyError';
  }
}

/**
 * A counting semaphore whose waiters are served foreground first, each waiting at most
 * `maxWaitMs`, with at most `maxQueued` of them.
 * @param {{ max: number, maxQueued: number, maxWaitMs: number }} limits
 */
export function createRenderSlots({ max, maxQueued, maxWaitMs }) {
  let running = 0;
  /** @typedef {{ resolve: () => void, reject: (error: Error) => void, timer: NodeJS.Timeout }} Waiter */
  /** @type {[Waiter[], Waiter[]]} foreground, background */
  const queues = [[], []];
  function next() {
    for (const queue of queues) {
      const waiter = queue.shift();
      if (waiter) {
        clearTimeout(waiter.timer);
        running += 1;
        waiter.resolve();
        return;
      }
    }
  }
  return {
    /**
     * Resolves once a render may start; rejects with BusyError when none can in time.
     * @param {string} path
     * @param {'foreground' | 'background'} priority
     */
    acquire(path, priority) {
      if (running < max) {
        running += 1;
        return Promise.resolve();
      }
      const waiting = queues[0].length + queues[1].length;
      if (waiting >= maxQueued) return Promise.reject(new BusyError(path));
      const queue = queues[priority === 'foreground' ? 0 : 1];
      return new Promise((resolve, reject) => {
        const waiter = {
          resolve: () => resolve(undefined),
          reject,
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(waiter), 1);
            reject(new BusyError(path));
          }, maxWaitMs),
        };
        queue.push(waiter);
      });
    },
    release() {
      running -= 1;
      next();
    },
    running: () => running,
  };
}
