// The import boundaries of the site, checked over the source rather than trusted to the README:
// - the packages stack up, each importing only those below it: shared-contracts (the contracts)
//   imports no part; trinket-game (game/) only shared-contracts; web-kit only those two; the shell and
//   the remotes those three. The api may use shared-contracts and trinket-game, never the browser kit;
//   build-preset is Node only: no browser code (src/ of the shell, a remote or a library) imports it;
// - a remote never imports another remote or the shell; the shell reaches remotes through federation;
// - inside a package, imports flow shared -> features -> app (as bulletproof-react's zones):
//   lib/ and components/ never import features/ or app/, features never import each other or app/.
// Every import, re-export, dynamic import() and require() of every source file is read with
// TypeScript's pre-processor (no type-check, a few hundred ms for the whole tree) and resolved to
// a path: relative specifiers against the file, bare ones naming a workspace package or a remote's
// federation name (`mfe-toons` publishes `toons`) to that package's folder.
// Not a Biome rule: noRestrictedImports (Biome 2.5) matches the specifier as written, so inside
// features/fishing `../golf/x` (another feature) and `../fishing/x` look alike without resolving them,
// and GritQL plugins cannot resolve paths either.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type PartKind =
  | 'shared-contracts'
  | 'game'
  | 'web-kit'
  | 'build-preset'
  | 'shell'
  | 'remote'
  | 'api'
  | 'other';

export interface Part {
  /** Folder under the root, e.g. `mfe-toons`. */
  dir: string;
  kind: PartKind;
  /** Bare specifiers that mean this part: its package name and, for a remote, its federation name. */
  names: string[];
}

export const ruleIds = [
  'remote-imports-remote',
  'remote-imports-shell',
  'imports-remote-or-shell',
  'imports-outside-part',
  'imports-build-preset',
  'api-imports-web-kit',
  'shared-imports-feature',
  'shared-imports-app',
  'feature-imports-feature',
  'feature-imports-app',
] as const;

export type RuleId = (typeof ruleIds)[number];

export interface Violation {
  rule: RuleId;
  /** The importing file, relative to the root (forward slashes). */
  file: string;
  line: number;
  /** The specifier as written. */
  specifier: string;
  /** Where it points, relative to the root (forward slashes). */
  target: string;
  message: string;
}

const sourceFile = /\.(tsx?|mts|cts|jsx?|mjs|cjs)$/;
const skippedDirs = new Set([
  'node_modules',
  'dist',
  '.tsbuild',
  'test-results',
  'playwright-report',
  '.data',
]);

/** The folders under `src/` of a package that hold shared code (bulletproof-react's shared zone). */
const sharedFolders = new Set(['lib', 'components', 'hooks', 'utils', 'types', 'config', 'stores']);
/** The folders under `src/` that compose the package (its app); files directly in `src/` are entries. */
const appFolders = new Set(['app', 'standalone']);

/**
 * The parts of the site from the root package.json's workspaces: `shell`, the libraries, `mfe-*`
 * (a pattern ending in `*` stands for every folder so named that holds a package.json, as for npm).
 */
export function readParts(root: string): Part[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const dirs = (manifest.workspaces ?? []).flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const prefix = pattern.slice(0, -1);
    return fs
      .readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .filter((entry) => fs.existsSync(path.join(root, entry.name, 'package.json')))
      .map((entry) => entry.name)
      .sort();
  });
  return dirs.map((dir) => {
    const packageJson = path.join(root, dir, 'package.json');
    const name = fs.existsSync(packageJson)
      ? (JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { name?: string }).name
      : undefined;
    return partOf(dir, name ?? dir);
  });
}

/** The kinds a folder's name alone decides; a remote is any `mfe-*`, everything else is other. */
const kindsByDir: Record<string, PartKind> = {
  shell: 'shell',
  'shared-contracts': 'shared-contracts',
  game: 'game',
  'web-kit': 'web-kit',
  'build-preset': 'build-preset',
  api: 'api',
};

/** The package name of a folder when none is given (`game` publishes `trinket-game`). */
const defaultNames: Record<string, string> = { game: 'trinket-game' };

/** A part by its folder's name: a library, the shell, the api, a remote (`mfe-<federation name>`) or other. */
export function partOf(dir: string, packageName: string = defaultNames[dir] ?? dir): Part {
  if (dir.startsWith('mfe-')) return { dir, kind: 'remote', names: [packageName, dir.slice('mfe-'.length)] };
  return { dir, kind: kindsByDir[dir] ?? 'other', names: [packageName] };
}

/**
 * The libraries the source (src/) of each kind may import, lowest first: the layers of the house.
 * A kind not listed (the api, e2e, scripts, stand-ins, the build preset) is not a browser part.
 */
const allowedLibraries: Partial<Record<PartKind, PartKind[]>> = {
  'shared-contracts': [],
  game: ['shared-contracts'],
  'web-kit': ['shared-contracts', 'game'],
  shell: ['shared-contracts', 'game', 'web-kit'],
  remote: ['shared-contracts', 'game', 'web-kit'],
};

/** How a library is named in messages: by the name its importers write. */
const libraryNames: Partial<Record<PartKind, string>> = { game: 'trinket-game' };

function* sourceFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skippedDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (sourceFile.test(entry.name) && !/\.d\.[mc]?ts$/.test(entry.name)) yield full;
  }
}

type Layer = { zone: 'shared' } | { zone: 'feature'; feature: string } | { zone: 'app' } | { zone: 'none' };

/** Where a path (relative to its part's folder, split in segments) sits in the part's layers. */
function layerOf(segments: string[]): Layer {
  if (segments[0] !== 'src' || segments.length < 2) return { zone: 'none' };
  const [folder, sub] = segments.slice(1);
  if (segments.length === 2) return { zone: 'app' }; // an entry file directly in src/
  if (folder && sharedFolders.has(folder)) return { zone: 'shared' };
  if (folder && appFolders.has(folder)) return { zone: 'app' };
  if (folder === 'features' && sub) return { zone: 'feature', feature: sub.replace(/\.[^.]+$/, '') };
  return { zone: 'none' };
}

function slash(p: string): string {
  return p.split(path.sep).join('/');
}

interface Target {
  /** The part it lands in, or null outside every part (another folder of the repo). */
  part: Part | null;
  /** Relative to the root, forward slashes. */
  path: string;
}

function resolveTarget(root: string, parts: Part[], file: string, specifier: string): Target | null {
  let absolute: string;
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    absolute = path.resolve(path.dirname(file), specifier);
  } else {
    const segments = specifier.split('/');
    const packageName = specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
    const part = parts.find((candidate) => candidate.names.includes(packageName ?? ''));
    if (!part) return null; // an npm dependency
    return {
      part,
      path: slash(path.join(part.dir, ...segments.slice(packageName?.startsWith('@') ? 2 : 1))),
    };
  }
  const relative = path.relative(root, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null; // outside the repo
  const first = relative.split(path.sep)[0];
  return { part: parts.find((candidate) => candidate.dir === first) ?? null, path: slash(relative) };
}

function crossPartRule(from: Part, inSrc: boolean, to: Target): { rule: RuleId; message: string } | null {
  const target = to.part;
  if (target?.dir === from.dir) return null;
  if (from.kind === 'api' && target?.kind === 'web-kit')
    return {
      rule: 'api-imports-web-kit',
      message: `the api never imports the browser kit (${from.dir} -> web-kit): what it shares with the browser lives in shared-contracts or trinket-game`,
    };
  const allowed = allowedLibraries[from.kind];
  // The api, e2e and the scripts are not parts of the page: they may read a remote's files (e2e does).
  if (!allowed) return null;
  if (from.kind === 'remote' && target?.kind === 'remote')
    return {
      rule: 'remote-imports-remote',
      message: `remotes never import each other (${from.dir} -> ${target.dir}): share through shared-contracts, trinket-game or web-kit`,
    };
  if (from.kind === 'remote' && target?.kind === 'shell')
    return {
      rule: 'remote-imports-shell',
      message: `remotes never import the shell (${from.dir} -> shell): share through shared-contracts, trinket-game or web-kit`,
    };
  if (target?.kind === 'remote' || target?.kind === 'shell')
    return {
      rule: 'imports-remote-or-shell',
      message: `${from.dir} never imports ${target.dir} (${from.dir} -> ${target.dir}): the shell reaches remotes through federation only, shared-contracts imports no part`,
    };
  // The source of the browser parts and of the libraries imports nothing else of the repo (the api,
  // e2e, scripts); their build files (rsbuild.config.ts) may read the repo's, the build preset too.
  if (!inSrc) return null;
  if (target?.kind === 'build-preset')
    return {
      rule: 'imports-build-preset',
      message: `browser code never imports the build preset (${from.dir} -> build-preset): it runs in Node, for the builds`,
    };
  if (target && allowed.includes(target.kind)) return null;
  const may = allowed.map((kind) => libraryNames[kind] ?? kind);
  return {
    rule: 'imports-outside-part',
    message: `${from.dir} imports only its own files${may.length > 0 ? ` and ${may.join(', ')}` : ''} (${from.dir} -> ${target?.dir ?? to.path})`,
  };
}

function layerRule(fromSegments: string[], toSegments: string[]): { rule: RuleId; message: string } | null {
  const from = layerOf(fromSegments);
  const to = layerOf(toSegments);
  const flow = 'imports flow shared (lib/, components/) -> features/ -> app/';
  if (from.zone === 'shared' && to.zone === 'feature')
    return {
      rule: 'shared-imports-feature',
      message: `${fromSegments[1]}/ never imports features/ (${to.feature}): ${flow}`,
    };
  if (from.zone === 'shared' && to.zone === 'app')
    return {
      rule: 'shared-imports-app',
      message: `${fromSegments[1]}/ never imports app/ or entries: ${flow}`,
    };
  if (from.zone === 'feature' && to.zone === 'feature' && from.feature !== to.feature)
    return {
      rule: 'feature-imports-feature',
      message: `features never import each other (${from.feature} -> ${to.feature}): compose them in app/, or move what both need to lib/ or components/`,
    };
  if (from.zone === 'feature' && to.zone === 'app')
    return { rule: 'feature-imports-app', message: `features never import app/ or entries: ${flow}` };
  return null;
}

/** Every boundary broken under `root`, in file order. `parts` defaults to the root's workspaces. */
export function checkBoundaries(root: string, parts: Part[] = readParts(root)): Violation[] {
  const violations: Violation[] = [];
  for (const part of parts) {
    for (const file of sourceFiles(path.join(root, part.dir))) {
      const text = fs.readFileSync(file, 'utf8');
      const { importedFiles } = ts.preProcessFile(text, true, true);
      const fromSegments = path.relative(path.join(root, part.dir), file).split(path.sep);
      for (const imported of importedFiles) {
        const specifier = imported.fileName;
        const target = resolveTarget(root, parts, file, specifier);
        if (!target) continue;
        const found =
          crossPartRule(part, fromSegments[0] === 'src', target) ??
          (target.part?.dir === part.dir
            ? layerRule(fromSegments, path.relative(part.dir, target.path).split('/'))
            : null);
        if (!found) continue;
        violations.push({
          ...found,
          file: slash(path.relative(root, file)),
          line: text.slice(0, imported.pos).split('\n').length,
          specifier,
          target: target.path,
        });
      }
    }
  }
  return violations;
}

export function formatViolation(violation: Violation): string {
  return `${violation.file}:${violation.line} imports '${violation.specifier}' (${violation.target}) [${violation.rule}] ${violation.message}`;
}
