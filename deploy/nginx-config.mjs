// The site's nginx configuration (Debian's nginx 1.22 with libnginx-mod-http-brotli-static), rendered
// from the parts manifest (shared-contracts/parts.json) so every port and folder is written once.
// nginx is the only listener a visitor reaches: each part on its public port (the shell's 3000, each
// remote's own), so the built config.json works unchanged. The headers are the site server's
// (site-server/headers.mjs, static-files.mjs); production-headers.spec.ts compares the two.
import { siteParts } from '../build-preset/site-parts.mjs';

/** site-server/headers.mjs REMOTE_POLICY: a remote's own pages (its standalone frame). */
const REMOTE_POLICY = "object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
/** The Debian package's module (brotli_static: the build writes each text file's .br copy). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** A replica that failed is left out this long before nginx tries it again. */
const REPLICA_DOWN_SECONDS = 5;

/**
 * @typedef {object} NginxSite
 * @property {string} siteRoot the checkout whose parts' dist/ folders are served (absolute)
 * @property {string[]} apiReplicas host:port of each api replica
 * @property {string} firstPaint host:port of the first-paint server (site-server --shell-only)
 * @property {string} proxySecret the replicas' TRUST_PROXY_SECRET, sent with every /api request
 * @property {string} [listen] the address nginx listens on (default 127.0.0.1; 0.0.0.0 on a server)
 * @property {string} [releasesRoot] where `releases/<remote>/<version>/` lives (default: siteRoot/releases)
 */

/**
 * @typedef {object} NginxProcess
 * @property {string} dataDir nginx's own folder: pid file, logs, temporary files
 * @property {string} [user] the user the workers run as, when nginx starts as root (one that can read the builds)
 */

/** @param {string} value a value written into the file: no quote, backslash, `$` or control character */
const quoted = (value) => {
  if (!/^[\x20-\x7e]*$/.test(value) || /["\\$]/.test(value)) {
    throw new Error('an nginx value may not hold a quote, a backslash, "$" or a control character');
  }
  return `"${value}"`;
};

/**
 * What every server of the site sets for itself, so the file also drops into Debian's nginx.conf
 * (whose http block already sets sendfile, its types and on-the-fly gzip): exact content types with
 * their charset as the site server sends them, and only the build's own compressed copies.
 */
const SERVER_SETTINGS = `
    types {
        text/html html htm;
        text/javascript js mjs;
        text/css css;
        application/json json map;
        image/svg+xml svg;
        text/plain txt;
        image/png png;
        image/jpeg jpg jpeg;
        image/webp webp;
        image/avif avif;
        image/x-icon ico;
        font/woff2 woff2;
        font/woff woff;
        application/wasm wasm;
    }
    default_type application/octet-stream;
    charset utf-8;
    charset_types text/javascript text/css application/json text/plain;
    sendfile on;
    log_not_found off;
    tcp_nopush on;
    server_tokens off;
    keepalive_timeout 75s;
    # A visitor's connection is closed after this many requests (nginx's default, 1,000, closes a busy
    # page's or a load test's connection every few seconds).
    keepalive_requests 10000;
    # The builds' own brotli (best quality) and gzip -9 copies; nothing is compressed on the fly.
    brotli_static on;
    gzip_static on;
    gzip_vary on;
    # The builds' copies only: a file without one (smaller than 1 KiB) goes as it is, as the site server sends it.
    gzip off;`;

/** Headers every response of a part carries (`always`: errors and 304s too, as the site server does). */
const COMMON_HEADERS = `
    add_header Cache-Control $trinket_cache_control always;
    add_header X-Content-Type-Options nosniff always;
    add_header Referrer-Policy $trinket_referrer_policy always;`;

/**
 * A preflight gets what a preflight reads: the CORS answer (an `if` in a location, since add_header
 * may not sit in a server-level one). Other methods than GET and HEAD get nginx's own 405.
 */
const PREFLIGHT = `
        if ($request_method = OPTIONS) {
            add_header Access-Control-Allow-Origin * always;
            add_header Access-Control-Allow-Methods "GET, HEAD" always;
            add_header X-Content-Type-Options nosniff always;
            return 204;
        }`;

/**
 * The http-level part: maps, the replicas' upstream and a server per part. Debian's nginx can take it
 * as /etc/nginx/conf.d/trinket.conf (its modules-enabled loads the brotli module).
 * @param {NginxSite} site
 */
export function renderHttpBlock({
  siteRoot,
  apiReplicas,
  firstPaint,
  proxySecret,
  listen = '127.0.0.1',
  releasesRoot = `${siteRoot}/releases`,
}) {
  if (apiReplicas.length === 0) throw new Error('nginx needs at least one api replica');
  const [shell, ...remotes] = siteParts.parts;
  if (shell?.name !== 'shell') throw new Error('the parts manifest names no shell first');
  return `# Rendered by deploy/render-nginx.mjs from shared-contracts/parts.json: edit those, not this file.

# site-server/static-files.mjs cacheControlFor: hashed files under static/ never change; entry
# points (remoteEntry.js, mf-manifest.json, routes.json, route-assets.json, index.html) are revalidated.
map $uri $trinket_cache_control {
    "~/static/.*\\.[0-9a-f]{8,}\\."  "public, max-age=31536000, immutable";
    default                          "no-cache";
}
# site-server/headers.mjs headerScopes: the referrer policy on documents and stylesheets only.
map $uri $trinket_referrer_policy {
    "~\\.(html?|css)$"  "strict-origin-when-cross-origin";
    default             "";
}
# The policy and the framing rule on documents only (a remote's standalone page).
map $uri $trinket_remote_policy {
    "~\\.html?$"  ${quoted(REMOTE_POLICY)};
    default       "";
}
map $uri $trinket_frame_options {
    "~\\.html?$"  "DENY";
    default       "";
}

upstream trinket_api {
${apiReplicas.map((replica) => `    server ${replica} max_fails=1 fail_timeout=${REPLICA_DOWN_SECONDS}s;`).join('\n')}
    keepalive 32;
    # Shorter than the api's own 65 s, so nginx never reuses a connection the api is closing.
    keepalive_timeout 60s;
}

upstream trinket_first_paint {
    server ${firstPaint};
    keepalive 16;
    keepalive_timeout 60s;
}

# The shell's origin: /api to the replicas, its hashed files from its dist/, every page and
# /config.json to the first-paint server (it sends the page's policy and Link preloads).
server {
    listen ${listen}:${shell.port};
    server_name _;
    client_max_body_size 1m;
${SERVER_SETTINGS}

    location /api/ {
        proxy_pass http://trinket_api;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        # Exactly one trusted hop: the address nginx saw, whatever the visitor sent (api TRUST_PROXY_HOPS=1).
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Proxy-Secret ${quoted(proxySecret)};
        # A replica that refuses or drops the connection: the request goes to the other one (nginx
        # never resends a POST or PATCH the replica may have read).
        proxy_next_upstream error timeout;
        proxy_next_upstream_tries ${apiReplicas.length};
        proxy_connect_timeout 2s;
        proxy_read_timeout 30s;
        proxy_buffering on;
    }
    location = /api {
        return 404;
    }

    location /static/ {
        root ${siteRoot}/${shell.dir}/dist;
        try_files $uri =404;${COMMON_HEADERS.replaceAll('\n    ', '\n        ')}
    }

    location / {
        proxy_pass http://trinket_first_paint;
        # A page's headers carry its policy and a Link header preloading some twenty files (~4 kB).
        proxy_buffer_size 32k;
        proxy_buffers 16 32k;
        proxy_busy_buffers_size 64k;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
${remotes.map((remote) => remoteServer(remote, { siteRoot, listen, releasesRoot })).join('')}`;
}

/**
 * A remote's origin: its dist/, and each published release at /v/<version>/.
 * @param {{ name: string, dir: string, port: number }} remote
 * @param {{ siteRoot: string, listen: string, releasesRoot: string }} where
 */
function remoteServer(remote, { siteRoot, listen, releasesRoot }) {
  return `
# ${remote.name}
server {
    listen ${listen}:${remote.port};
    server_name _;
    root ${siteRoot}/${remote.dir}/dist;${SERVER_SETTINGS}
    index index.html;
${COMMON_HEADERS}
    add_header Content-Security-Policy $trinket_remote_policy always;
    add_header X-Frame-Options $trinket_frame_options always;
    # The shell (another origin) loads every file; so may a candidate's QA page.
    add_header Access-Control-Allow-Origin * always;

    location / {${PREFLIGHT}
    }
    # A published release (issue 34's releases/<remote>/<version>/), the same files' rules.
    location /v/ {
        alias ${releasesRoot}/${remote.name}/;${PREFLIGHT}
    }
}
`;
}

/**
 * A whole nginx.conf for nginx run in the foreground with its own folders (npm run start:production).
 * @param {NginxSite & NginxProcess} options
 */
export function renderNginxConfig({ dataDir, user, ...site }) {
  return `# Rendered by deploy/render-nginx.mjs from shared-contracts/parts.json: edit those, not this file.
load_module ${BROTLI_MODULE};
${user ? `user ${user};\n` : ''}daemon off;
worker_processes auto;
pid ${dataDir}/nginx.pid;
error_log ${dataDir}/error.log warn;

events {
    worker_connections 4096;
}

http {
    access_log off;
    client_body_temp_path ${dataDir}/temp/client-body;
    proxy_temp_path ${dataDir}/temp/proxy;
    fastcgi_temp_path ${dataDir}/temp/fastcgi;
    uwsgi_temp_path ${dataDir}/temp/uwsgi;
    scgi_temp_path ${dataDir}/temp/scgi;

${renderHttpBlock(site)
  .split('\n')
  .map((line) => (line ? `    ${line}` : line))
  .join('\n')}
}
`;
}
