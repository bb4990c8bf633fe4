// One part's server that can be taken down and brought back on its port (as when a CDN origin goes
// down), or made to serve another build of the part (as when a team redeploys its part alone).
import { serveStatic } from './serve-static.mjs';

/** @typedef {{ name: string, dir: string, port: number }} SitePart */
/** @typedef {Parameters<typeof serveStatic>[0]} ServeOptions */

/**
 * A part's server, listening.
 * @typedef {object} RunningPart
 * @property {string} name
 * @property {string} dir
 * @property {number} port
 * @property {string} url
 * @property {() => Promise<void>} close
 * @property {() => Promise<void>} reopen opens the part's server again on its port after close()
 * @property {(root?: string) => Promise<void>} serveFrom serves the files of `root` (another build
 *   of the part) on its port; no root: its own build again
 */

/**
 * @param {SitePart} part
 * @param {ServeOptions} options
 * @returns {Promise<RunningPart>}
 */
export async function startPartServer(part, options) {
  const builtRoot = options.root;
  let current = options;
  let server = await serveStatic(current);
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    await server.close();
  };
  const reopen = async () => {
    if (open) return;
    server = await serveStatic(current);
    open = true;
  };
  return {
    name: part.name,
    dir: part.dir,
    port: part.port,
    url: server.url,
    close,
    reopen,
    serveFrom: async (root = builtRoot) => {
      await close();
      current = { ...options, root };
      await reopen();
    },
  };
}
