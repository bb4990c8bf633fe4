import { getSiteConfig } from '../config/config-store.js';
import { createHttpClient, type HttpClient } from '../http/index.js';
import { getIdToken } from '../session/session-store.js';

let client: { baseUrl: string; http: HttpClient } | null = null;

/**
 * The one client for this site's api: the configured base URL, and the signed-in user's
 * ID token as a bearer token on every call.
 */
export function apiClient(): HttpClient {
  const baseUrl = getSiteConfig().apiBaseUrl;
  if (client?.baseUrl !== baseUrl) {
    client = { baseUrl, http: createHttpClient({ baseUrl, getIdToken: () => getIdToken() }) };
  }
  return client.http;
}
