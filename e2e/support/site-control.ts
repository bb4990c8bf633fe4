import http from 'node:http';
import type { RunningSite } from '../../scripts/local-stack.mjs';

/**
 * A small HTTP endpoint over the running site, for tests that take a part down and bring it back
 * (resilience). Tests run in worker processes while the site lives in the runner's global setup,
 * so they ask it here: POST /parts/<name>/close|reopen, POST /parts/<name>/serve-from?root=<folder>
 * (a redeployment of that part alone; without root, its own build again) and POST /api/stop|restart.
 */
export async function startSiteControl(
  site: RunningSite,
  port: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const act = async (pathname: string, root: string | null): Promise<boolean> => {
    const part = /^\/parts\/([a-z]+)\/(close|reopen|serve-from)$/.exec(pathname);
    if (part) {
      const server = site.servers.find((candidate) => candidate.name === part[1]);
      if (!server) return false;
      if (part[2] === 'serve-from') await server.serveFrom(root ?? undefined);
      else await (part[2] === 'close' ? server.close() : server.reopen());
      return true;
    }
    if (pathname === '/api/stop') await site.api.stop();
    else if (pathname === '/api/restart') await site.restartApi();
    else return false;
    return true;
  };
  const server = http.createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    act(pathname, searchParams.get('root')).then(
      (done) => response.writeHead(done ? 204 : 404).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
