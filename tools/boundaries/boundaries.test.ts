import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, formatViolation, partOf, readParts, ruleIds } from './check-boundaries';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const fixtureRoot = path.join(here, 'fixtures/planted');
const fixtureParts = [
  'shared-contracts',
  'game',
  'web-kit',
  'build-preset',
  'shell',
  'mfe-alpha',
  'mfe-beta',
  'api',
];

/** Every `// planted: <rule>` comment of the fixture tree: the import on the next line breaks <rule>. */
function plantedViolations(dir: string): string[] {
  const planted: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(tsx?|mjs)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const rule = line.match(/\/\/ planted: ([\w-]+)/)?.[1];
        if (rule) planted.push(`${path.relative(dir, file)}:${index + 2} ${rule}`);
      });
  }
  return planted.sort();
}

describe('boundary check', () => {
  it('reports every planted violation, one or more per rule, and nothing else', () => {
    const parts = fixtureParts.map((dir) => partOf(dir));
    const violations = checkBoundaries(fixtureRoot, parts);
    const planted = plantedViolations(fixtureRoot);

    expect(violations.map((v) => `${v.file}:${v.line} ${v.rule}`).sort()).toEqual(planted);
    expect(new Set(violations.map((v) => v.rule))).toEqual(new Set(ruleIds));
  });

  it('names the file, the import, where it points and the rule', () => {
    const parts = fixtureParts.map((dir) => partOf(dir));
    const crossFeature = checkBoundaries(fixtureRoot, parts).find(
      (v) => v.rule === 'feature-imports-feature',
    );

    expect(crossFeature && formatViolation(crossFeature)).toBe(
      "mfe-alpha/src/features/one/one-page.tsx:3 imports '../two/two-page' (mfe-alpha/src/features/two/two-page) " +
        '[feature-imports-feature] features never import each other (one -> two): compose them in app/, ' +
        'or move what both need to lib/ or components/',
    );
  });

  it('finds the parts from the workspaces: the shell, the four libraries, the api and every mfe-* remote', () => {
    const parts = readParts(repoRoot);

    expect(parts.find((part) => part.dir === 'shell')?.kind).toBe('shell');
    expect(parts.find((part) => part.dir === 'shared-contracts')?.kind).toBe('shared-contracts');
    expect(parts.find((part) => part.dir === 'game')).toEqual({
      dir: 'game',
      kind: 'game',
      names: ['trinket-game'],
    });
    expect(parts.find((part) => part.dir === 'web-kit')?.kind).toBe('web-kit');
    expect(parts.find((part) => part.dir === 'build-preset')?.kind).toBe('build-preset');
    expect(parts.find((part) => part.dir === 'api')?.kind).toBe('api');
    expect(parts.find((part) => part.dir === 'mfe-toons')).toEqual({
      dir: 'mfe-toons',
      kind: 'remote',
      names: ['mfe-toons', 'toons'],
    });
    expect(parts.filter((part) => part.kind === 'remote').length).toBeGreaterThanOrEqual(5);
  });

  it('the repo keeps every boundary', () => {
    expect(checkBoundaries(repoRoot).map(formatViolation)).toEqual([]);
  });
});

describe('the layers of the libraries', () => {
  it('names what each may import when it reaches above its layer', () => {
    const parts = fixtureParts.map((dir) => partOf(dir));
    const messages = checkBoundaries(fixtureRoot, parts)
      .filter((v) => v.rule === 'imports-outside-part' || v.rule === 'api-imports-web-kit')
      .map((v) => `${v.file}: ${v.message}`);

    expect(messages).toContain(
      'game/src/index.ts: game imports only its own files and shared-contracts (game -> web-kit)',
    );
    expect(messages).toContain(
      'shared-contracts/src/leak.ts: shared-contracts imports only its own files (shared-contracts -> game)',
    );
    expect(messages).toContain(
      'api/src/app.ts: the api never imports the browser kit (api -> web-kit): what it shares with the browser lives in shared-contracts or trinket-game',
    );
  });
});

describe('api build', () => {
  it('compiles no test code: api/dist ships neither tests nor the test helpers (src/testing)', () => {
    const parsed = ts.getParsedCommandLineOfConfigFile(path.join(repoRoot, 'api/tsconfig.json'), undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    });
    const files = (parsed?.fileNames ?? []).map((file) => path.relative(repoRoot, file));

    expect(files).toContain('api/src/main.ts');
    expect(files.filter((file) => /\.test\.ts$|\/testing\//.test(file))).toEqual([]);
  });
});
