import axios, { type AxiosInstance } from 'axios';
import { readStoredToken } from './sessionToken';

/**
 * The spec's HTTP client with a base URL and the session token as a Bearer header, for a future
 * REST API of our own. Never use it for third-party calls: it would hand them the operator's token.
 */
export function createApiClient(baseURL: string): AxiosInstance {
  const client = axios.create({ baseURL });
  client.interceptors.request.use((request) => {
    const token = readStoredToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  return client;
}
