/**
 * Publishes a remote's surface: reads its `src/surface.ts` (routes, menu entries, home cards), checks
 * it against the contract's schema and writes it as `routes.json` beside `mf-manifest.json`, with the
 * range of shared-contracts' version the remote was built against. The shell and the site's server
 * read that file at run time, so a remote adds or changes a page by redeploying alone.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/** @import { RsbuildPlugin } from '@rsbuild/core' */

/**
 * The range of the contract this build runs against: `^` and shared-contracts' package.json version.
 * Recorded in the remote's routes.json and in its mf-manifest.json (`metaData.contract`).
 */
export function contractRange() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return `^${pkg.version}`;
}

/**
 * Evaluates a remote's `surface.ts` on its own. It may import types only (they vanish here), so
 * what it declares is plain data, the same in the build and in the browser.
 * @param {string} file
 * @returns {Promise<{ surface: unknown, unframedPaths: string[] }>} see `withRouteFrames`
 */
export async function loadSurfaceFile(file) {
  const source = await readFile(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  if (
    /^\s*import[\s{*]/m.test(outputText) ||
    /\bimport\s*\(/.test(outputText) ||
    /\brequire\s*\(/.test(outputText)
  ) {
    throw new Error(`${file}: a remote's surface may import types only (its build reads the file alone)`);
  }
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  if (!('surface' in module)) throw new Error(`${file}: exports no \`surface\``);
  return withRouteFrames(module.surface, module.routeFrames);
}

/**
 * The declared surface with each route's frame (the file's `routeFrames`, kept apart from `surface`
 * so the remote's JavaScript leaves it out) on its route, and the paths of frames no route of the
 * surface has. Anything else malformed is left as it is, for the schema check to name.
 * @param {unknown} surface
 * @param {unknown} routeFrames
 * @returns {{ surface: unknown, unframedPaths: string[] }}
 */
export function withRouteFrames(surface, routeFrames) {
  if (
    typeof surface !== 'object' ||
    surface === null ||
    typeof routeFrames !== 'object' ||
    routeFrames === null
  ) {
    return { surface, unframedPaths: [] };
  }
  const routes = /** @type {{ routes?: unknown }} */ (surface).routes;
  if (!Array.isArray(routes)) return { surface, unframedPaths: [] };
  const frames = new Map(Object.entries(routeFrames));
  const framed = routes.map((route) => {
    const frame = frames.get(route?.path);
    frames.delete(route?.path);
    return frame === undefined ? route : { ...route, frame };
  });
  return { surface: { ...surface, routes: framed }, unframedPaths: [...frames.keys()] };
}

/**
 * The `routes.json` document of a remote, or the reasons it cannot be written.
 * @param {{ name: string, file: string }} options
 * @returns {Promise<{ ok: true, document: object } | { ok: false, problems: string[] }>}
 */
export async function surfaceDocument({ name, file }) {
  const { SurfaceDeclarationSchema } = await import('../dist/surface/surface-schema.js');
  const { surface: declared, unframedPaths } = await loadSurfaceFile(file);
  if (unframedPaths.length > 0) {
    return {
      ok: false,
      problems: unframedPaths.map(
        (framePath) => `routeFrames.${framePath}: no route of the surface has this path`,
      ),
    };
  }
  const result = SurfaceDeclarationSchema.safeParse(declared);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    };
  }
  if (result.data.remote !== name) {
    return { ok: false, problems: [`remote: "${result.data.remote}" is not this remote's name "${name}"`] };
  }
  const { remote, mountsBeforeSession, routes, menu, homeCards } = result.data;
  return {
    ok: true,
    document: { remote, contract: contractRange(), mountsBeforeSession, routes, menu, homeCards },
  };
}

/**
 * @param {{ name: string, file?: string }} options `file` defaults to the remote's `src/surface.ts`
 * @returns {RsbuildPlugin}
 */
export function pluginRemoteSurface({ name, file = 'src/surface.ts' }) {
  return {
    name: 'trinket:remote-surface',
    setup(api) {
      const surfaceFile = path.resolve(api.context.rootPath, file);
      api.processAssets({ stage: 'report' }, async ({ compilation, sources }) => {
        compilation.fileDependencies.add(surfaceFile);
        const result = await surfaceDocument({ name, file: surfaceFile });
        if (!result.ok) {
          throw new Error(
            `${path.relative(process.cwd(), surfaceFile)} does not fit the contract:\n  ${result.problems.join('\n  ')}`,
          );
        }
        compilation.emitAsset(
          'routes.json',
          new sources.RawSource(`${JSON.stringify(result.document, null, 2)}\n`),
        );
      });
    },
  };
}
