// The site's server alone, for a machine where the api and the game's services run elsewhere or
// are started otherwise: `node site-server/main.mjs [--api <origin>] [--host <address>]` serves the
// built shell and every remote on the parts manifest's ports until Ctrl-C. Environment:
// TRUST_PROXY_SECRET (the api's own, so it believes the forwarded address), RENDITION_BASE_URL and
// SITE_IMAGE_ORIGINS (origins of the pictures pages may show). `npm start` starts it with the rest.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { startSiteServer } from './site-server.mjs';

const { values } = parseArgs({ options: { api: { type: 'string' }, host: { type: 'string' } } });
const options = z
  .object({
    api: z.url({ protocol: /^https?$/, error: '--api takes the api’s origin, e.g. http://127.0.0.1:3100' }),
    host: z.string().min(1),
  })
  .partial()
  .safeParse(values);
if (!options.success) {
  console.error(`site-server: ${options.error.issues.map((issue) => issue.message).join('; ')}`);
  process.exit(2);
}
const { api, host } = options.data;
const site = await startSiteServer({
  ...(api && { apiTarget: api }),
  ...(host && { host }),
  ...(process.env.TRUST_PROXY_SECRET && { apiProxySecret: process.env.TRUST_PROXY_SECRET }),
});
for (const part of site.parts) console.log(`  ${part.name.padEnd(9)} ${part.url}`);
const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
