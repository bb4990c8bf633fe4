/**
 * The production topology (`npm run start:production`, scripts/production/topology.mjs) as the
 * @production specs see it: its state file says which pid serves each api replica, and where the
 * replicas and the first-paint server listen on loopback. The specs skip, with their reason, unless
 * the suite targets that topology.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { test } from '@playwright/test';
import { z } from 'zod';
import { repoRoot } from '../../scripts/parts.mjs';
import { baseUrl, testsDeployedSite } from './target-site';

const stateFile = path.join(repoRoot, '.data/production/state.json');

const TopologyStateSchema = z.object({
  siteUrl: z.string(),
  replicas: z.array(
    z.object({ name: z.string(), url: z.string(), pid: z.number().nullable(), restarts: z.number() }),
  ),
  firstPaint: z.object({ url: z.string(), pid: z.number().nullable() }),
  nginx: z.object({ pid: z.number().nullable() }),
});
export type TopologyState = z.infer<typeof TopologyStateSchema>;

/** The topology's state as now written, or null when none runs. */
export function topologyState(): TopologyState | null {
  try {
    return TopologyStateSchema.parse(JSON.parse(readFileSync(stateFile, 'utf8')));
  } catch {
    return null;
  }
}

/** True when the process `pid` runs (a state file left by a topology that was killed names none). */
function running(pid: number | null | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** True when the suite targets the production topology running on this machine. */
export const testsProductionTopology = (() => {
  const state = topologyState();
  return testsDeployedSite && state?.siteUrl === baseUrl && running(state.nginx.pid);
})();

/** Skips the file's tests unless the suite runs against the production topology. */
export function needsProductionTopology(): void {
  test.skip(
    !testsProductionTopology,
    'needs the production topology on this machine (scripts/test-production.mjs, or npm run start:production with E2E_BASE_URL=http://localhost:3000)',
  );
}

/** Linux answers on the whole of 127/8: a loopback address of this run's own, so budgets start full. */
export function freshLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** True when this machine can connect from `address` (not every system answers on all of 127/8). */
export function canConnectFrom(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(0, address, () => server.close(() => resolve(true)));
  });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One HTTP request sent from the loopback address `from`, as a visitor at that address sends it. */
export function requestFrom(
  from: string,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers, localAddress: from, agent: false, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url} did not answer in 15 s`)));
    request.on('error', reject);
    request.end(body);
  });
}
