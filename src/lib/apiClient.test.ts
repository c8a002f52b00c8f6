// @vitest-environment happy-dom
import type { InternalAxiosRequestConfig } from 'axios';
import { expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { storeToken } from './sessionToken';

/** Captures the outgoing request instead of sending it. */
async function sentHeaders(): Promise<InternalAxiosRequestConfig> {
  const client = createApiClient('https://api.example.test/v1');
  const sent: { config?: InternalAxiosRequestConfig } = {};
  client.defaults.adapter = (config) => {
    sent.config = config;
    return Promise.resolve({ data: null, status: 204, statusText: 'No Content', headers: {}, config });
  };
  await client.get('/visits');
  if (!sent.config) throw new Error('no request was made');
  return sent.config;
}

it('sends the stored token as a Bearer header to its base URL', async () => {
  storeToken('header.payload.signature');
  const request = await sentHeaders();
  expect(request.baseURL).toBe('https://api.example.test/v1');
  expect(request.headers.get('Authorization')).toBe('Bearer header.payload.signature');
});

it('sends no authorization header when logged out', async () => {
  const request = await sentHeaders();
  expect(request.headers.get('Authorization')).toBeUndefined();
});
