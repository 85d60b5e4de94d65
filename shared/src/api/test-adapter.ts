/** Test helper: an axios adapter answering from a routing function, recording every request. */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface Reply {
  status?: number;
  data?: unknown;
  /** Fail like a network error / timeout instead of answering. */
  networkError?: 'ECONNABORTED' | 'ERR_NETWORK';
}

export function mockAdapter(route: (config: InternalAxiosRequestConfig) => Reply): {
  adapter: AxiosAdapter;
  calls: InternalAxiosRequestConfig[];
} {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = route(config);
    if (reply.networkError) throw new AxiosError('boom', reply.networkError, config);
    const response: AxiosResponse = {
      data: reply.data ?? null,
      status: reply.status ?? 200,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, calls };
}
