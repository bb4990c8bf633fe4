/**
 * The one build preset for every part of the composed site (Rsbuild + Module Federation).
 * Node only (package `build-preset`): no browser code imports it. Typed with JSDoc and checked by
 * `tsc -b` (build-preset/tsconfig.json); its declarations go to .tsbuild/, which package.json's
 * `build-preset/federation` points its types at.
 */
/** @import { RsbuildConfig, RsbuildPlugin, Rspack, SplitChunksConfig } from '@rsbuild/core' */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';
import { pluginReact } from '@rsbuild/plugin-react';
import { ports, siteParts, withLocalRemotes } from './site-parts.mjs';
import { contractRange, pluginRemoteSurface } from './surface-plugin.mjs';

/** @typedef {{ singleton: boolean, requiredVersion: false }} SharedSingleton */

/** @type {SharedSingleton} */
const singleton = { singleton: true, requiredVersion: false };

/**
 * Modules loaded once per page, whichever part asks first. The router (wouter), TanStack Query and
 * zod are not listed: shared whole, each would carry code no page uses. The router and the query
 * library reach every part through `web-kit/area` (web-kit/src/routing/router.tsx,
 * src/query/react-query.ts), tree-shaken; zod is used only inside shared-contracts, where every
 * schema lives, and web-kit, and reaches the schemas through `shared-contracts/zod` (the functions
 * they use). trinket-game is not shared: a part bundles the facts and rules it uses.
 * Of shared-contracts only the root (what every page runs) and its zod are shared: the other entries
 * (`/domain`, the schemas only some parts use; `/storage-keys`…) are bundled by each part that
 * imports them, tree-shaken, so a page carries only its own schemas.
 * @type {Record<string, SharedSingleton>}
 */
export const sharedSingletons = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react/jsx-dev-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  // Small, used whole by web-kit's area and widget entries: shared, it is fetched once.
  'single-spa-react': singleton,
  zustand: singleton,
  'shared-contracts': singleton,
  'shared-contracts/zod': singleton,
  // The browser kit holds the site-wide state (session and config stores, the query client, React
  // contexts): one instance per page, whichever part loads it first.
  'web-kit': singleton,
  'web-kit/area': singleton,
  'web-kit/widget': singleton,
};

/**
 * Take a shared module from whoever has loaded it already, instead of fetching every registered
 * remote's entry at start to compare versions (all parts pin the same versions).
 */
const shareStrategy = 'loaded-first';

/**
 * Production builds load the federation runtime once per page: the shell provides it and each
 * remote entry leaves it out (about 26 kB gzip less per remote). Dev servers keep a runtime in every
 * part, so a remote still runs standalone in its own frame while its team works on it.
 */
const shareRuntime = process.env.NODE_ENV === 'production';

/**
 * Rspack's federation plugin finds its runtime parts with `require.resolve`, so every part bundled
 * the CommonJS builds of the runtime and its SDK, which cannot be tree-shaken (and the shell got
 * both builds of some). Pointing those entry points at the ES module builds of the same packages
 * keeps only what is used: a remote entry drops from about 14 kB to 9 kB gzip.
 * @returns {Record<string, string>}
 */
function federationRuntimeAsEsm() {
  const require = createRequire(import.meta.url);
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  /** @param {string} file */
  const esm = (file) => file.replace(/\.cjs$/, '.js');
  /** @type {Record<string, string>} */
  const alias = {};
  for (const name of [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ]) {
    const file = require.resolve(name, { paths: [runtimeTools] });
    alias[file] = esm(file);
    alias[`${name}$`] = esm(file);
  }
  return alias;
}

/** Dev and preview ports of each part, from the parts manifest (shared-contracts/parts.json). */
export { ports };

const apiProxy = {
  '/api': { target: process.env.API_URL ?? `http://127.0.0.1:${siteParts.api.port}`, changeOrigin: false },
};

/**
 * The production servers' plain security headers (site-server/headers.mjs) for the dev servers too.
 * No Content-Security-Policy in development: hot reload talks to every dev server over its own socket.
 */
const devHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * Dev servers compile every page up front. Rsbuild 2 compiles dynamic imports lazily by default,
 * which breaks federation on a page's first visit: the async boundary, the shared modules' fallbacks
 * and each lazily loaded page come from a later compilation than the entry, so the runtime refuses
 * them (`ChunkVersionError: Chunk is from another build`) or finds no factory for a shared module
 * (`factory is undefined (zustand)`), and the shell's named chunks (`home`, `lib-area`) do not exist.
 * Module Federation's own framework plugins turn it off for the same reason.
 * @type {RsbuildConfig['dev']}
 */
const devCompileEverything = { lazyCompilation: false };

/** Dev servers only: see the file (an edit to a remote hot-reloads inside the shell too). */
const devPreEntry = shareRuntime ? [] : [fileURLToPath(new URL('./dev-refresh-hook.js', import.meta.url))];

/**
 * Writes `route-assets.json` beside the manifest: for each page chunk named after its route
 * (`import(/* webpackChunkName: "route-cog-radar" *\/ …)`, see `routeChunkName` in shared-contracts),
 * the files that page needs. The site's server preloads them with the page's HTML, so a lazily
 * loaded page costs no extra round trip after the remote's entry.
 * @returns {RsbuildPlugin}
 */
function pluginRouteAssets() {
  return {
    name: 'trinket:route-assets',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        /** @type {Record<string, string[]>} */
        const routes = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith('route-')) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files]);
          routes[name] = files.filter((file) => /\.(js|css)$/.test(file)).sort();
        }
        compilation.emitAsset('route-assets.json', new sources.RawSource(JSON.stringify(routes, null, 2)));
      });
    },
  };
}

/** The shell's named chunk every page needs: the bootstrap, the layout and the consent notice's slot. */
const SHELL_BOOT_CHUNKS = ['boot'];
/** The home page's own chunk. */
const SHELL_HOME_CHUNKS = ['home'];
/**
 * The shell's named chunks a remote's page needs besides: `lib-area` (composition code, router and
 * query library, see `shellBootChunks`) and the area helpers of web-kit.
 */
const SHELL_AREA_CHUNKS = ['lib-area', 'area-helpers'];

/**
 * The files of a chunk group and of every shared module it takes, as this part provides them (the
 * shell registers its shared modules first, so a page runs the shell's copies). Lazily loaded code
 * of the group's own is left out: it is not needed to show the page.
 * @param {Rspack.ChunkGroup} group
 * @param {Map<string, Rspack.ChunkGroup>} providers each shared module's chunk group, by its name
 * @param {Set<string>} [files]
 * @param {Set<Rspack.ChunkGroup>} [visited]
 * @returns {Set<string>}
 */
function filesWithSharedModules(group, providers, files = new Set(), visited = new Set()) {
  if (visited.has(group)) return files;
  visited.add(group);
  for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
  for (const child of group.childrenIterable) {
    const origin = child.origins[0]?.module?.identifier() ?? '';
    const consumed = /^consume shared module \([^)]*\) (.+?)@\S+ /.exec(origin)?.[1];
    if (consumed) filesWithSharedModules(providers.get(consumed) ?? child, providers, files, visited);
  }
  return files;
}

/**
 * Writes the shell's `page-assets.json`: `boot`, the files every page needs to show the layout
 * besides the entry script; `home`, the home page's further files; `area`, the further files a
 * remote's page needs. The site's server preloads them with the page's HTML
 * (site-server/hints.mjs), so none waits for the script before it to run first.
 * @returns {RsbuildPlugin}
 */
function pluginShellPageAssets() {
  return {
    name: 'trinket:shell-page-assets',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        /** @type {Map<string, Rspack.ChunkGroup>} */
        const providers = new Map();
        for (const group of compilation.chunkGroups) {
          const origin = group.origins[0]?.module?.identifier() ?? '';
          const provided = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /.exec(origin)?.[1];
          if (provided) providers.set(provided, group);
        }
        /** @param {string[]} names */
        const filesOf = (names) => {
          /** @type {Set<string>} */
          const files = new Set();
          for (const name of names) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`page assets: no chunk named "${name}" in the shell`);
            filesWithSharedModules(group, providers, files);
          }
          return files;
        };
        const boot = filesOf(SHELL_BOOT_CHUNKS);
        /** @param {string[]} names */
        const besidesBoot = (names) => [...filesOf(names)].filter((file) => !boot.has(file)).sort();
        const assets = {
          boot: [...boot].sort(),
          home: besidesBoot(SHELL_HOME_CHUNKS),
          area: besidesBoot(SHELL_AREA_CHUNKS),
        };
        compilation.emitAsset('page-assets.json', new sources.RawSource(JSON.stringify(assets, null, 2)));
      });
    },
  };
}

/**
 * @typedef {object} RemoteOptions
 * @property {string} name The remote's name in shared-contracts/parts.json.
 * @property {Record<string, string>} [exposes] Public modules besides `./remote` (src/remote.tsx).
 * @property {string} title The standalone page's title (followed by "(standalone)").
 */

/**
 * A remote's build: its public module `<name>/remote` (src/remote.tsx), its surface (src/surface.ts,
 * published as routes.json), its standalone frame.
 * @param {RemoteOptions} options
 * @returns {RsbuildConfig}
 */
export function remoteConfig({ name, exposes = {}, title }) {
  if (ports[name] === undefined || name === 'shell') {
    throw new Error(
      `remote "${name}" is not in shared-contracts/parts.json: add it there with its folder and port`,
    );
  }
  return {
    plugins: [
      pluginReact(),
      pluginRouteAssets(),
      // A page's own chunk (and a remote's other lazy chunks) is asked for once more, at once, when
      // it fails, under another address (`?retry=1`): the page's HTML preloads it, and after the
      // remote was down the browser hands back that failed preload instead of asking the server, so
      // "Refresh" on the Cogs page failed once more on it. Initial files are the standalone page's.
      pluginAssetsRetry({ max: 1, addQuery: true, type: ['script', 'link'], inlineScript: false }),
      // Its routes, menu entries and home cards, as routes.json beside the manifest.
      pluginRemoteSurface({ name }),
      pluginModuleFederation({
        name,
        exposes: { './remote': './src/remote.tsx', ...exposes },
        shared: sharedSingletons,
        shareStrategy,
        dts: false,
        // The manifest records the contract range too (routes.json carries it for the shell).
        manifest: {
          additionalData: ({ stats }) => {
            Object.assign(stats.metaData, { contract: contractRange() });
            return stats;
          },
        },
        // A remote only provides modules; leaving out the runtime's remote-loading code keeps
        // each remote entry small.
        experiments: {
          externalRuntime: shareRuntime,
          optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
        },
      }),
    ],
    source: {
      entry: { index: './src/standalone/index.ts' },
      preEntry: devPreEntry,
      define: { 'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? '') },
    },
    html: { title: `${title} (standalone)` },
    resolve: { alias: federationRuntimeAsEsm() },
    output: { assetPrefix: 'auto', filenameHash: true, sourceMap: { js: 'source-map' } },
    server: {
      port: ports[name],
      strictPort: true,
      historyApiFallback: true,
      cors: { origin: '*' },
      headers: devHeaders,
      proxy: apiProxy,
    },
    // An absolute prefix (this dev server's origin): deep links of the standalone page and the shell
    // both fetch chunks from here, where a relative one would resolve against /fishing/... or :3000.
    dev: { ...devCompileEverything, assetPrefix: true },
    // Dev servers keep chunks whole: split, the shared modules' fallback chunks of a standalone remote
    // miss the modules they should hold (seen as "reading 'call'" on the first render).
    performance: { chunkSplit: { strategy: shareRuntime ? 'split-by-experience' : 'all-in-one' } },
  };
}

/**
 * Every page of the shell runs React, the contracts and the browser kit (with zod, zustand and
 * single-spa-react's lifecycles) before it paints. Left to the default split, they came as a dozen
 * small chunks, one per shared module and per module two of them import: on a phone each costs a
 * round trip on one of the browser's six connections. Two chunks hold them instead; the router and the query library, needed only off the
 * home page, keep chunks of their own.
 * @type {SplitChunksConfig}
 */
const shellBootChunks = {
  preset: 'default',
  cacheGroups: {
    libReact: {
      name: 'lib-react',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
      chunks: 'all',
      enforce: true,
      priority: 20,
    },
    // What every area needs from the shell besides (router, query library, composition code) in
    // one file: three small requests cost a phone two round trips more than one.
    libArea: {
      name: 'lib-area',
      test: /[\\/]node_modules[\\/](wouter|regexparam|use-sync-external-store|@tanstack)[\\/]/,
      chunks: 'all',
      enforce: true,
      priority: 15,
    },
    libShared: {
      name: 'lib-shared',
      test: /[\\/]((shared-contracts|web-kit)[\\/](src|dist)|node_modules[\\/](zod|zustand|single-spa-react))[\\/]/,
      chunks: 'all',
      enforce: true,
      priority: 10,
    },
  },
};

/**
 * The shell's `/config.json`: its `public/config.json` as it is, except that a file listing no
 * `remotes` (the local default, kept that way) gets every remote of the parts manifest on localhost,
 * in the manifest's order (`localRemoteManifests`). Emitted as a build asset, so the dev server
 * serves the same file and the build writes it to `dist/config.json` over the public folder's copy.
 * A deployment lists its own `remotes` in the file before building, or writes its own
 * `dist/config.json` after.
 * @returns {RsbuildPlugin}
 */
function pluginSiteConfig() {
  return {
    name: 'trinket:site-config',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const file = path.join(api.context.rootPath, 'public/config.json');
        compilation.fileDependencies.add(file);
        const text = JSON.stringify(withLocalRemotes(JSON.parse(readFileSync(file, 'utf8'))), null, 2);
        compilation.emitAsset('config.json', new sources.RawSource(`${text}\n`));
      });
    },
  };
}

/** @returns {RsbuildConfig} */
export function shellConfig() {
  return {
    plugins: [
      pluginReact(),
      pluginSiteConfig(),
      pluginShellPageAssets(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        shareStrategy,
        dts: false,
        // Only ever runs in browsers: the runtime's code for other targets is left out.
        experiments: { provideExternalRuntime: shareRuntime, optimization: { target: 'web' } },
      }),
    ],
    source: { entry: { index: './src/index.ts' }, preEntry: devPreEntry },
    html: { template: './src/index.html' },
    resolve: { alias: federationRuntimeAsEsm() },
    output: { filenameHash: true, sourceMap: { js: 'source-map' } },
    splitChunks: shareRuntime ? shellBootChunks : undefined,
    dev: devCompileEverything,
    server: {
      port: ports.shell,
      strictPort: true,
      historyApiFallback: true,
      headers: devHeaders,
      proxy: apiProxy,
    },
  };
}
