// Renders the site's nginx configuration for a machine (deploy/README.md):
//   node deploy/render-nginx.mjs --site-root /srv/trinket --api-env /etc/trinket/api.env \
//     --replica 127.0.0.1:4101 --replica 127.0.0.1:4102 [--first-paint 127.0.0.1:4000] \
//     [--listen 0.0.0.0] > /etc/nginx/conf.d/trinket.conf
// It writes the http-level part (Debian's nginx loads the brotli module from modules-enabled). The
// proxy secret is read from the api's own environment file (TRUST_PROXY_SECRET), so it is written once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { z } from 'zod';
import { renderHttpBlock } from './nginx-config.mjs';

const hostPort = z.string().regex(/^[\w.-]+:\d{1,5}$/, { error: 'expected host:port, e.g. 127.0.0.1:4101' });
const Arguments = z.object({
  'site-root': z.string({ error: '--site-root names the checkout whose builds are served' }).min(1),
  'api-env': z.string({ error: '--api-env names the api’s environment file' }).min(1),
  replica: z.array(hostPort).min(1, { error: 'at least one --replica host:port' }),
  'first-paint': hostPort,
  listen: z.string().min(1),
});

const { values } = parseArgs({
  options: {
    'site-root': { type: 'string' },
    'api-env': { type: 'string' },
    replica: { type: 'string', multiple: true, default: [] },
    'first-paint': { type: 'string', default: '127.0.0.1:4000' },
    listen: { type: 'string', default: '127.0.0.1' },
  },
});
const parsed = Arguments.safeParse(values);
if (!parsed.success) {
  console.error(`render-nginx: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  process.exit(2);
}
const options = parsed.data;
const secret = parseEnv(readFileSync(options['api-env'], 'utf8')).TRUST_PROXY_SECRET;
if (!secret) {
  console.error(
    `render-nginx: ${options['api-env']} sets no TRUST_PROXY_SECRET (nginx sends it to the replicas)`,
  );
  process.exit(2);
}
process.stdout.write(
  renderHttpBlock({
    siteRoot: path.resolve(options['site-root']),
    apiReplicas: options.replica,
    firstPaint: options['first-paint'],
    proxySecret: secret,
    listen: options.listen,
  }),
);
