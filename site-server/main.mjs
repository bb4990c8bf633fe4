// The site's server alone, for a machine where the api and the game's services run elsewhere or
// are started otherwise: `node site-server/main.mjs [--api <origin>] [--host <address>]` serves the
// built shell and every remote on the parts manifest's ports until Ctrl-C. Environment:
// TRUST_PROXY_SECRET (the api's own, so it believes the forwarded address), RENDITION_BASE_URL and
// SITE_IMAGE_ORIGINS (origins of the pictures pages may show). `npm start` starts it with the rest.
// `--shell-only [--port <port>]` serves the shell alone (its first paint, headers and files), with
// no /api forwarding unless --api is given: the first-paint server behind a web server that serves
// the remotes and routes /api itself (deploy/, `npm run start:production`).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { startPartServer } from './part-server.mjs';
import { createSiteServer, startSiteServer } from './site-server.mjs';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    host: { type: 'string' },
    'shell-only': { type: 'boolean' },
    port: { type: 'string' },
  },
});
const options = z
  .object({
    api: z.url({ protocol: /^https?$/, error: '--api takes the api’s origin, e.g. http://127.0.0.1:3100' }),
    host: z.string().min(1),
    'shell-only': z.boolean(),
    port: z.coerce.number().int().min(1).max(65_535, { error: '--port takes a port number' }),
  })
  .partial()
  .refine((given) => given.port === undefined || given['shell-only'], {
    error: '--port goes with --shell-only',
  })
  .safeParse(values);
if (!options.success) {
  console.error(`site-server: ${options.error.issues.map((issue) => issue.message).join('; ')}`);
  process.exit(2);
}
const { api, host, port } = options.data;
const settings = {
  ...(host && { host }),
  ...(process.env.TRUST_PROXY_SECRET && { apiProxySecret: process.env.TRUST_PROXY_SECRET }),
};
const site = options.data['shell-only']
  ? await startShellOnly()
  : await startSiteServer({ ...settings, ...(api && { apiTarget: api }) });

/** The shell's part of the site server alone, on --port or its manifest port. */
async function startShellOnly() {
  const server = createSiteServer({
    ...settings,
    apiTarget: api ?? null,
    ...(port && { ports: { shell: port } }),
  });
  const shell = server.parts.find(({ part }) => part.name === 'shell');
  if (!shell) throw new Error('the parts manifest names no shell');
  const running = await startPartServer(shell.part, shell.options);
  return { parts: [running], close: running.close };
}
for (const part of site.parts) console.log(`  ${part.name.padEnd(9)} ${part.url}`);
const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
