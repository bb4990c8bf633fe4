// The shell's /api forwarding: every request goes to one fixed api origin (httpxy, a maintained
// fork of http-proxy), whatever its target or Host header says.
import http from 'node:http';
import { createProxyServer } from 'httpxy';

/** httpxy waits two minutes by default; the api answers well within a second, so 30 s of silence means it is stuck. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;

const unavailable = {
  status: 502,
  body: { error: { code: 'api_unavailable', message: 'The api is not answering.' } },
};
const timedOut = {
  status: 504,
  body: { error: { code: 'api_timeout', message: 'The api did not answer in time.' } },
};

/** Tells the api a request came through this server (api TRUST_PROXY_SECRET; client-address.ts). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/**
 * Adds this hop to the request's forwarding headers. `X-Forwarded-For` is a chain: the socket's
 * address goes after whatever the client sent, so an api trusting one proxy hop (TRUST_PROXY_HOPS)
 * reads this address and not a value the client chose. httpxy's `xfwd` keeps a client's header as
 * it is, so the chain is built here; the other X-Forwarded headers state what this server saw. A
 * client's own X-Proxy-Secret is dropped; with `proxySecret` this server sends its own, so the api
 * believes the chain only from this server.
 * @param {import('node:http').IncomingMessage} request
 * @param {string} [proxySecret]
 */
export function appendForwardedFor(request, proxySecret) {
  const peer = request.socket.remoteAddress ?? '';
  const sent = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = sent ? `${sent}, ${peer}` : peer;
  for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', PROXY_SECRET_HEADER]) {
    delete request.headers[name];
  }
  if (proxySecret) request.headers[PROXY_SECRET_HEADER] = proxySecret;
}

/**
 * @param {{ target: string, upstreamTimeoutMs?: number, proxySecret?: string }} options
 *   upstreamTimeoutMs: how long the api may stay silent (no answer, or a stalled one) before a 504.
 *   proxySecret: the api's TRUST_PROXY_SECRET, sent with every forwarded request.
 */
export function createApiProxy({ target, upstreamTimeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS, proxySecret }) {
  const agent = new http.Agent({ keepAlive: true });
  const proxy = createProxyServer({
    target,
    agent,
    xfwd: true,
    changeOrigin: true,
    proxyTimeout: upstreamTimeoutMs,
  });
  const silent = new WeakSet();
  // httpxy ends a silent upstream request like a reset connection; this tells the two apart.
  proxy.on('proxyReq', (proxyRequest, request) => {
    proxyRequest.once('timeout', () => silent.add(request));
  });

  return {
    /**
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    forward(request, response) {
      appendForwardedFor(request, proxySecret);
      // This server already answered a `100-continue`; the api gets the body as it comes.
      delete request.headers.expect;
      proxy.web(request, response).catch(() => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        const { status, body } = silent.has(request) ? timedOut : unavailable;
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      });
    },
    close: () => agent.destroy(),
  };
}
