// @ts-check
/**
 * What the site servers of one site tell each other, through Redis (`SITE_REDIS_URL`): a content
 * change that reached one of them (the CMS's webhook reaches one instance, through the edge) is
 * published on one channel as the change itself (`{ kind: 'content', model }`), and every other
 * instance applies it by the same rule as if the webhook had reached it (change-policy.mjs).
 * Remote releases need no message: every instance reads the registry every second.
 *
 * Redis down: each instance goes on alone (its own cache, the webhooks it gets itself) and the log
 * says so once; when Redis is back, the instance cannot know what it missed, so it treats it as a
 * change of everything (`onMissed`).
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { contentChangeFrom } from './change-policy.mjs';
import { errorText } from './log.mjs';

/** The channel of content changes (one per site: several sites may share one Redis). */
export const CONTENT_CHANNEL = 'navdhara:site:content-changed';

/**
 * @typedef {import('./change-policy.mjs').Change} Change
 * @typedef {{ from: string, change: Change, model?: string }} ChangeMessage `model`: the content
 *   change's collection again, for instances of the build before, which read only that
 * @param {{
 *   url: string,
 *   logger: import('./log.mjs').Logger,
 *   onChange: (change: Change) => void,
 *   onMissed: () => void,
 * }} options
 */
export function createClusterBus({ url, logger, onChange, onMissed }) {
  const id = randomUUID();
  /** Redis is reached now; `lost` once it was reached and then not. */
  let up = false;
  let lost = false;
  /** @param {string} role */
  const connect = (role) =>
    new Redis(url, {
      connectionName: `site-server-${role}`,
      // Without Redis the site keeps working: commands fail at once rather than queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
      lazyConnect: false,
    });
  const publisher = connect('publisher');
  const subscriber = connect('subscriber');

  subscriber.on('ready', () => {
    subscriber.subscribe(CONTENT_CHANNEL).then(
      () => {
        if (lost) {
          logger.warn(
            { event: 'cluster', redis: 'back' },
            'Redis is back: pages render again, as changes sent meanwhile did not reach this instance',
          );
          onMissed();
        } else logger.info({ event: 'cluster', redis: 'up' }, 'listening for content changes');
        up = true;
        lost = false;
      },
      (/** @type {unknown} */ error) =>
        logger.error(
          { event: 'failure', cause: 'redis', error: errorText(error) },
          'subscribe failed',
        ),
    );
  });
  const down = (/** @type {unknown} */ error) => {
    if (!up) return;
    up = false;
    lost = true;
    logger.error(
      { event: 'failure', cause: 'redis', error: errorText(error) },
      'Redis is unreachable: this instance serves from its own cache, content changes reach it only through its own webhooks',
    );
  };
  subscriber.on('error', down);
  subscriber.on('end', () => down(new Error('connection closed')));
  subscriber.on('close', () => down(new Error('connection closed')));
  // The publisher's errors are those of the subscriber's outage: logged once, above.
  publisher.on('error', () => undefined);

  subscriber.on('message', (/** @type {string} */ _channel, /** @type {string} */ text) => {
    /** @type {Partial<ChangeMessage>} */
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    // `model` alone: the message of an instance of the build before (a rolling deploy).
    const change = contentChangeFrom(message.change ?? { kind: 'content', model: message.model });
    if (message.from === id || !change) return;
    onChange(change);
  });

  return {
    /** Tells the other instances of a content change; false when Redis could not take it. */
    async publish(/** @type {Change} */ change) {
      try {
        /** @type {ChangeMessage} */
        const message = { from: id, change };
        if (change.kind === 'content') message.model = change.model;
        await publisher.publish(CONTENT_CHANNEL, JSON.stringify(message));
        return true;
      } catch (error) {
        logger.warn(
          { event: 'failure', cause: 'redis', change, error: errorText(error) },
          `could not tell the other instances of a change (${JSON.stringify(change)}): ${errorText(error)}`,
        );
        return false;
      }
    },
    /** Whether Redis is reached now. */
    connected: () => up,
    async stop() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
