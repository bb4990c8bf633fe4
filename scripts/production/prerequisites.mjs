// What the production topology needs from the machine: nginx with Debian's brotli module, a
// PostgreSQL server and a Redis server. Each missing one is named with the command that installs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { BROTLI_MODULE } from '../../deploy/nginx-config.mjs';

/** PostgreSQL's server, unless DATABASE_URL names another. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/trinket_production';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * @typedef {object} Missing
 * @property {string} what
 * @property {string} install the command that installs it (Debian/Ubuntu)
 */

/**
 * True when something accepts a TCP connection at host:port within a second.
 * @param {string} host
 * @param {number} port
 */
function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1_000 });
    const done = (/** @type {boolean} */ result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/**
 * @param {string} url
 * @param {number} defaultPort
 */
function hostAndPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) };
}

/**
 * What of nginx, its brotli module, PostgreSQL and Redis this machine lacks (empty: all there).
 * @param {{ databaseUrl: string, redisUrl: string }} urls
 * @returns {Promise<Missing[]>}
 */
export async function missingPrerequisites({ databaseUrl, redisUrl }) {
  /** @type {Missing[]} */
  const missing = [];
  const nginx = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (nginx.error || nginx.status !== 0) {
    missing.push({ what: 'nginx', install: 'sudo apt-get install -y nginx' });
  }
  if (!existsSync(BROTLI_MODULE)) {
    missing.push({
      what: `nginx's brotli module (${BROTLI_MODULE})`,
      install: 'sudo apt-get install -y libnginx-mod-http-brotli-static',
    });
  }
  const postgres = hostAndPort(databaseUrl, 5432);
  if (!(await accepts(postgres.host, postgres.port))) {
    missing.push({
      what: `a PostgreSQL server at ${postgres.host}:${postgres.port} (DATABASE_URL)`,
      install: 'sudo apt-get install -y postgresql && sudo service postgresql start',
    });
  }
  const redis = hostAndPort(redisUrl, 6379);
  if (!(await accepts(redis.host, redis.port))) {
    missing.push({
      what: `a Redis server at ${redis.host}:${redis.port} (REDIS_URL)`,
      install: 'sudo apt-get install -y redis-server && sudo service redis-server start',
    });
  }
  return missing;
}

/** @param {Missing[]} missing */
export function describeMissing(missing) {
  return [
    'The production topology needs what this machine lacks:',
    ...missing.map(({ what, install }) => `  - ${what}: ${install}`),
  ].join('\n');
}
