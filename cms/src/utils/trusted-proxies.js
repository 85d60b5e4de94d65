'use strict';

const net = require('node:net');

/**
 * The edges the CMS stands behind: CMS_TRUSTED_PROXIES, a comma-separated list of addresses and
 * subnets (`127.0.0.1`, `10.0.0.0/8`, `::1`). Only a request whose connection comes from one of
 * them may name its client in X-Forwarded-For (src/middlewares/client-address.js); empty, nobody
 * may, and each client is the address of its connection. config/server.js turns Koa's proxy mode
 * on exactly when the list is not empty.
 */
function trustedProxies(text = process.env.CMS_TRUSTED_PROXIES || '') {
  const list = new net.BlockList();
  let count = 0;
  for (const entry of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : net.isIPv4(address) ? 'ipv4' : null;
    if (!type) throw new Error(`CMS_TRUSTED_PROXIES: "${entry}" is not an address or a subnet`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
    count += 1;
  }
  return { count, has: (address) => isTrusted(list, address) };
}

/** An IPv4 address seen through an IPv6 socket (`::ffff:127.0.0.1`) is the IPv4 address. */
function plainAddress(address) {
  const text = String(address || '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  return mapped ? mapped[1] : text;
}

function isTrusted(list, address) {
  const plain = plainAddress(address);
  const type = net.isIPv6(plain) ? 'ipv6' : net.isIPv4(plain) ? 'ipv4' : null;
  return type !== null && list.check(plain, type);
}

module.exports = { trustedProxies, plainAddress };
