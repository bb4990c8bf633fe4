// `npm run serve:candidate -- <remote folder or its dist> [--port 3010]`: serves a candidate build of
// one remote the way the site serves its remotes (CORS, the remotes' headers, precompressed files),
// so a browser or the e2e suite can load it through a remote override (README: testing a candidate).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serveRemoteBuild } from 'site-server';
import { z } from 'zod';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '3010' }, host: { type: 'string', default: '127.0.0.1' } },
});
const options = z
  .object({
    folder: z.string({ error: 'name the candidate remote folder (e.g. mfe-arcade) or its dist folder' }),
    port: z.coerce.number().int().min(1024).max(65535),
    host: z.string().min(1),
  })
  .safeParse({ folder: positionals[0], port: values.port, host: values.host });
if (!options.success) {
  console.error(`serve-candidate: ${options.error.issues.map((issue) => issue.message).join('; ')}`);
  process.exit(2);
}
const { folder, port, host } = options.data;
const root = existsSync(path.join(folder, 'mf-manifest.json')) ? folder : path.join(folder, 'dist');
if (!existsSync(path.join(root, 'mf-manifest.json'))) {
  console.error(`serve-candidate: no mf-manifest.json in ${path.resolve(root)}: build the remote first`);
  process.exit(2);
}
const server = await serveRemoteBuild({ root, port, host });
console.log(`Candidate ${path.resolve(root)} at ${server.url}/mf-manifest.json`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
