// A stand-in for the game's APIs on a free port, scripted per test: each path answers the body set
// for it (or a status, or garbage), and every request is recorded with its User-Agent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer = { status?: number; body: unknown } | { raw: string };

export interface FakeGameServer {
  baseUrl: string;
  /** Sets what `path` answers from now on. */
  answer(path: string, answer: FakeAnswer): void;
  requests: { path: string; userAgent: string | undefined }[];
  close(): Promise<void>;
}

export async function startFakeGameServer(): Promise<FakeGameServer> {
  const answers = new Map<string, FakeAnswer>();
  const requests: FakeGameServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ path, userAgent: req.headers['user-agent'] });
    const answer = answers.get(path);
    if (!answer) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"no such endpoint"}');
    } else if ('raw' in answer) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(answer.raw);
    } else {
      res
        .writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(answer.body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    answer: (path, answer) => answers.set(path, answer),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
