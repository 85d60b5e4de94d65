/**
 * @jest-environment node
 */
/**
 * The CMS's error log budget (cms/src/utils/bounded-log.js): one client, whatever it sends, writes
 * at most its share of the error and warning lines of a window, so the lines of other clients and
 * of the CMS itself are still written.
 */
import { createRequire } from 'node:module';

type Logger = { error: (...args: unknown[]) => unknown; warn: (...args: unknown[]) => unknown };
const { boundErrorLog } = createRequire(__filename)('../cms/src/utils/bounded-log.js') as {
  boundErrorLog: (
    logger: Logger,
    options: {
      perMinute: number;
      perClient: number;
      windowMs: number;
      now: () => number;
      clientOf: () => string | null;
    },
  ) => Logger;
};

function recorder() {
  const lines: string[] = [];
  const logger: Logger = {
    error: (line) => lines.push(`error: ${String(line)}`),
    warn: (line) => lines.push(`warn: ${String(line)}`),
  };
  return { lines, logger };
}

test('one client cannot spend the budget that other clients and the CMS itself need', () => {
  const { lines, logger } = recorder();
  let client: string | null = null;
  let time = 0;
  boundErrorLog(logger, {
    perMinute: 20,
    perClient: 3,
    windowMs: 60_000,
    now: () => time,
    clientOf: () => client,
  });

  client = '203.0.113.9';
  for (let i = 0; i < 1000; i += 1) logger.error(`hostile ${i}`);
  client = '198.51.100.1';
  logger.error('another client');
  client = null;
  logger.error('the database is unreachable');

  expect(lines).toEqual([
    'error: hostile 0',
    'error: hostile 1',
    'error: hostile 2',
    'error: another client',
    'error: the database is unreachable',
  ]);

  // When the window ends, one line counts what was dropped, and the client has its share again.
  time = 60_000;
  client = '203.0.113.9';
  logger.warn('hostile again');
  expect(lines.slice(5)).toEqual([
    "warn: 997 error and warning line(s) dropped in the last 60 s (at most 20 are logged in that time, 997 of them past one client's share of 3)",
    'warn: hostile again',
  ]);
});

test('many clients together are bounded by the whole budget', () => {
  const { lines, logger } = recorder();
  let client = '';
  boundErrorLog(logger, {
    perMinute: 10,
    perClient: 3,
    windowMs: 60_000,
    now: () => 0,
    clientOf: () => client,
  });
  for (let i = 0; i < 50; i += 1) {
    client = `10.0.0.${i}`;
    logger.warn(`client ${i}`);
  }
  expect(lines).toHaveLength(10);
});
