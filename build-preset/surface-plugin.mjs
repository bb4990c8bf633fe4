/**
 * Publishes a remote's surface: reads its `src/surface.ts` (its pages, each with its route, frame,
 * menu entry and home card), checks it against the contract's schema, which derives the routes, menu
 * and cards from the pages, and writes them as `routes.json` beside `mf-manifest.json`, with the
 * range of shared-contracts' version the remote was built against. The shell and the site's server
 * read that file at run time, so a remote adds or changes a page by redeploying alone.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** @import { RsbuildPlugin } from '@rsbuild/core' */

/**
 * The range of the contract this build runs against: `^` and the version of the shared-contracts
 * package the part being built resolves (from its folder, the build's working directory: a copy
 * built against another release sees that release). Recorded in the remote's routes.json and in its
 * mf-manifest.json (`metaData.contract`).
 */
export function contractRange() {
  const resolveFromPart = createRequire(path.join(process.cwd(), 'package.json')).resolve;
  const pkg = JSON.parse(readFileSync(resolveFromPart('shared-contracts/package.json'), 'utf8'));
  return `^${pkg.version}`;
}

/**
 * Evaluates a remote's `surface.ts` on its own. It may import types only (they vanish here), so
 * what it declares is plain data, the same in the build and in the browser. Each page's `load`
 * (`() => import(...)`, the page's chunk) is a function this build never calls: the schema leaves it
 * out of `routes.json`.
 * @param {string} file
 * @returns {Promise<unknown>} the file's `surface`
 */
export async function loadSurfaceFile(file) {
  const source = await readFile(file, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  if (/^\s*import[\s{*]/m.test(outputText) || /\brequire\s*\(/.test(outputText)) {
    throw new Error(`${file}: a remote's surface may import types only (its build reads the file alone)`);
  }
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  if (!('surface' in module)) throw new Error(`${file}: exports no \`surface\``);
  return module.surface;
}

/**
 * A surface file as the remote's browser code gets it: each page's `frame` cut out. The frames reach
 * the browser in routes.json, where the site's server and the shell read them; the remote's own code
 * never does, so its JavaScript need not carry their text. The cut keeps the line breaks, so the
 * file's lines stay where they were for source maps.
 * @param {string} code
 * @returns {string}
 */
export function withoutFrames(code) {
  const source = ts.createSourceFile('surface.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ start: number, end: number }[]} */
  const cuts = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'frame' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      const comma = /^\s*,/.exec(code.slice(node.getEnd()));
      cuts.push({ start: node.getStart(source), end: node.getEnd() + (comma ? comma[0].length : 0) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const { start, end } of cuts.reverse()) {
    result = result.slice(0, start) + result.slice(start, end).replace(/[^\n]/g, '') + result.slice(end);
  }
  return result;
}

/**
 * The `routes.json` document of a remote, or the reasons it cannot be written.
 * @param {{ name: string, file: string }} options
 * @returns {Promise<{ ok: true, document: object } | { ok: false, problems: string[] }>}
 */
export async function surfaceDocument({ name, file }) {
  const { SurfaceDeclarationSchema } = await import('shared-contracts/surface');
  const declared = await loadSurfaceFile(file);
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
      // Before the TypeScript transform, so the cut is made in the source as written.
      api.transform({ test: (resource) => resource === surfaceFile, order: 'pre' }, ({ code }) =>
        withoutFrames(code),
      );
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
