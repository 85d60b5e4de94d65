import { setRuntimeConfig } from '../config/runtime';
import { API_TIMEOUT_MS, apiClient, createApiClient } from './client';
import { mockAdapter } from './test-adapter';

describe('createApiClient', () => {
  afterEach(() => setRuntimeConfig({ cmsUrl: 'http://localhost:1337' }));

  it('reads the CMS origin from runtime config at request time', async () => {
    const { adapter, calls } = mockAdapter(() => ({ data: { ok: true } }));
    const client = createApiClient({ adapter });
    setRuntimeConfig({ cmsUrl: 'http://first.test' });
    await client.get('/faqs');
    setRuntimeConfig({ cmsUrl: 'http://second.test/' });
    await client.get('/faqs');
    expect(calls.map((c) => c.baseURL)).toEqual([
      'http://first.test/api',
      'http://second.test/api',
    ]);
  });

  it('uses a 10 s timeout, sends no credentials and no authorization header', async () => {
    const { adapter, calls } = mockAdapter(() => ({ data: {} }));
    await createApiClient({ adapter }).get('/blogs');
    expect(API_TIMEOUT_MS).toBe(10_000);
    expect(calls[0]?.timeout).toBe(10_000);
    expect(calls[0]?.withCredentials).toBe(false);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(apiClient.defaults.timeout).toBe(10_000);
  });

  it('accepts its own origin getter and timeout', async () => {
    const { adapter, calls } = mockAdapter(() => ({ data: {} }));
    await createApiClient({ adapter, timeout: 50, getCmsUrl: () => 'https://cms.example.com' }).get(
      '/teams',
    );
    expect(calls[0]?.baseURL).toBe('https://cms.example.com/api');
    expect(calls[0]?.timeout).toBe(50);
  });
});
