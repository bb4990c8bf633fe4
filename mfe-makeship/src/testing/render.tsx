// Renders a page of this remote with a fresh query client, a router at `path` and a scripted api.

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { parseSiteConfig } from 'shared-contracts';
import { localSiteConfig } from 'shared-contracts/local-config';
import { vi } from 'vitest';
import { setSiteConfig } from 'web-kit';
import { BrowserRouter, QueryClient, QueryClientProvider } from 'web-kit/area';

export interface ApiCall {
  method: string;
  path: string;
}

/** Routes every api call to `respond`; returns the calls made. */
export function scriptApi(respond: (call: ApiCall) => Response): ApiCall[] {
  setSiteConfig(parseSiteConfig(localSiteConfig));
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? 'GET', path: new URL(url, 'http://localhost').pathname };
    calls.push(call);
    return respond(call);
  });
  return calls;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function renderAt(path: string, page: ReactNode) {
  window.history.replaceState(null, '', path);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <BrowserRouter>{page}</BrowserRouter>
    </QueryClientProvider>,
  );
}
