'use strict';

const { trustedProxies, plainAddress } = require('../utils/trusted-proxies');

/**
 * Who the client is, decided once, first of all middlewares: the rate limits
 * (src/middlewares/rate-limit.js, the admin's login limit) and the request log count by
 * `ctx.request.ip`. A request from a trusted edge (CMS_TRUSTED_PROXIES, src/utils/trusted-proxies.js)
 * names its client in X-Forwarded-For: the client is the nearest address in it that is not itself
 * a trusted edge (an edge may append to what the client sent; what the client wrote stands further
 * left and is never taken), and the header is rewritten to that one address for Koa, whose proxy
 * mode is on with the list (config/server.js). A request from anywhere else has its forwarded
 * headers removed, so its client is its connection's address whatever it wrote.
 */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

module.exports = () => {
  const trusted = trustedProxies();
  return async (ctx, next) => {
    const headers = ctx.req.headers;
    const peer = plainAddress(ctx.req.socket.remoteAddress);
    if (trusted.count > 0 && trusted.has(peer)) {
      const chain = String(headers['x-forwarded-for'] || '')
        .split(',')
        .map((entry) => plainAddress(entry))
        .filter(Boolean);
      let client = peer;
      for (let i = chain.length - 1; i >= 0; i -= 1) {
        client = chain[i];
        if (!trusted.has(client)) break;
      }
      headers['x-forwarded-for'] = client;
    } else {
      for (const name of FORWARDED) delete headers[name];
    }
    return next();
  };
};
