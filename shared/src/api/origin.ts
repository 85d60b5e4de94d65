import { getRuntimeConfig } from '../config/runtime';

/** Reads give up after 10 s, so no spinner outlives a hanging content service. */
export const API_TIMEOUT_MS = 10_000;

/** Origin of the content service, read from the runtime configuration at call time. */
export function cmsOrigin(): string {
  return getRuntimeConfig().cmsUrl.replace(/\/+$/, '');
}
