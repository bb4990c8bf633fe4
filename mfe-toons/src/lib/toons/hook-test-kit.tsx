// What the toon hooks' tests share: a query client to render them in, a session, toons kept in this
// browser, and the api answered by the test (every request recorded).
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { parseSiteConfig } from 'shared-contracts';
import type { Toon } from 'shared-contracts/domain';
import { localSiteConfig } from 'shared-contracts/local-config';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSession, setSessionProvider, setSessionUser, setSiteConfig } from 'web-kit';
import { QueryClient, QueryClientProvider } from 'web-kit/area';
import { toonRecordKey } from './toon-record';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function wrapper() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

export function signIn(uid: string, isAnonymous: boolean) {
  setSessionProvider({ getIdToken: async () => 'test-token', signOut: async () => {} });
  setSessionUser({ uid, email: isAnonymous ? null : `${uid}@example.com`, isAnonymous });
}

export function storeLocally(uid: string | null, toons: Toon[]) {
  const record = Object.fromEntries(toons.map((toon) => [`toon_${toon.id}`, toon]));
  window.localStorage.setItem(toonRecordKey(uid), JSON.stringify(record));
}

/** The test's api: `calls` holds each request made (new for each test), `respond` answers them. */
export interface TestApi {
  calls: ApiCall[];
  respond: (call: ApiCall) => Response;
}

/** Sets up (and tears down) each test of the file: site config, a recorded api, a clean browser. */
export function setUpHookTests(): TestApi {
  const api: TestApi = { calls: [], respond: () => json({ error: { message: 'unexpected call' } }, 500) };
  beforeEach(() => {
    setSiteConfig(parseSiteConfig(localSiteConfig));
    api.calls = [];
    api.respond = () => json({ error: { message: 'unexpected call' } }, 500);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: new URL(url, 'http://localhost').pathname,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      api.calls.push(call);
      return api.respond(call);
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
    resetSession();
  });
  return api;
}
