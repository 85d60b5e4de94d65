'use strict';

/**
 * The public-create rate limit's counts in Redis (CMS_REDIS_URL), so that the limit holds for the
 * CMS as a whole however many instances run behind the edge: one atomic INCRBY and PEXPIRE NX per
 * request, the window starting with a client's first request. Redis unreachable: each instance
 * counts in its own memory meanwhile (the limit per instance, as with one CMS), and says so once.
 */
const Store = require('koa2-ratelimit/src/Store.js');
const MemoryStore = require('koa2-ratelimit/src/MemoryStore.js');
const { Redis } = require('ioredis');

const PREFIX = 'navdhara:cms:rate:';

class RedisRateStore extends Store {
  constructor(url, log) {
    super();
    this.log = log;
    this.local = new MemoryStore();
    this.reachable = true;
    this.client = new Redis(url, {
      connectionName: 'cms-rate-limit',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.client.on('error', () => undefined);
    this.client.on('ready', () => {
      if (!this.reachable) this.log.info('rate-limit: Redis is back, counting for the whole CMS again');
      this.reachable = true;
    });
  }

  unreachable(error) {
    if (this.reachable)
      this.log.error(`rate-limit: Redis unreachable (${error.message}), counting per instance meanwhile`);
    this.reachable = false;
  }

  async incr(key, options, weight) {
    try {
      const results = await this.client
        .multi()
        .incrby(PREFIX + key, weight)
        .pexpire(PREFIX + key, options.interval, 'NX')
        .pttl(PREFIX + key)
        .exec();
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
      const counter = Number(results[0][1]);
      const ttl = Number(results[2][1]);
      return { counter, dateEnd: Date.now() + (ttl > 0 ? ttl : options.interval) };
    } catch (error) {
      this.unreachable(error);
      return this.local.incr(key, options, weight);
    }
  }

  async decrement(key, options, weight) {
    try {
      await this.client.decrby(PREFIX + key, weight);
    } catch {
      await this.local.decrement(key, options, weight);
    }
  }

  saveAbuse() {}
}

module.exports = { RedisRateStore };
