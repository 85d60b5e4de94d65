/**
 * The one HTTP client for the content service. Its base URL is read from the
 * runtime configuration at request time (`${cmsUrl}/api`), so a changed
 * runtime-config.json needs no rebuild. No credentials: the public role is all
 * the browser ever has.
 */
import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { API_TIMEOUT_MS, cmsOrigin } from './origin';

export { API_TIMEOUT_MS, cmsOrigin } from './origin';
export { axios };

export interface ApiClientOptions {
  /** Origin of the CMS; defaults to getRuntimeConfig().cmsUrl, read on every request. */
  getCmsUrl?: () => string;
  /** Request timeout in ms (default 10 s). */
  timeout?: number;
  /** Custom axios adapter (tests pass a function that answers without a network). */
  adapter?: AxiosAdapter;
}

export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const getCmsUrl = options.getCmsUrl ?? cmsOrigin;
  const instance = axios.create({
    timeout: options.timeout ?? API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    withCredentials: false,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  instance.interceptors.request.use((config) => {
    config.baseURL = `${getCmsUrl().replace(/\/+$/, '')}/api`;
    return config;
  });
  return instance;
}

/** The client every request function uses. */
export const apiClient: AxiosInstance = createApiClient();
