import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchor } from './markdown-links.ts';
import { outsideCitations } from './outside-citations.ts';
import { repoFiles } from './repo-files.ts';

// The README is the front door and docs/ holds the rest (issue 33): these checks keep the README
// short, every link between the docs working, and every citation inside the repository.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const README_LIMIT = 15_000;
const relative = (file: string) => path.relative(repoRoot, file);
const characters = (text: string) => [...text].length;

/** The Markdown a reader follows: the README, CONTRIBUTING, docs/ and each package's README. */
const markdownFiles = () =>
  repoFiles(repoRoot, ['.md']).filter((file) => {
    const name = relative(file);
    return (
      !name.startsWith('tools/docs/') &&
      (name === 'README.md' ||
        name === 'CONTRIBUTING.md' ||
        name.startsWith('docs/') ||
        /^[^/]+\/README\.md$/.test(name))
    );
  });

/** Source, config and docs where a citation could be written. This folder's fixtures are left out. */
const citingFiles = () =>
  repoFiles(repoRoot, [
    '.ts',
    '.tsx',
    '.mts',
    '.mjs',
    '.js',
    '.cjs',
    '.css',
    '.html',
    '.md',
    '.json',
    '.sh',
  ]).filter((file) => !relative(file).startsWith('tools/docs/') && !file.endsWith('package-lock.json'));

describe('the checks themselves', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-check-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds a link to a missing file and to a missing heading, and passes good ones', () => {
    writeFileSync(path.join(scratch, 'target.md'), '# The target\n\n## How it works\n');
    const page = [
      '[good](target.md) [anchor](target.md#how-it-works) [web](https://example.org/x.md)',
      '[gone](missing.md) [bad anchor](target.md#nowhere) `[in code](nowhere.md)`',
      '```',
      '[in a fence](also-nowhere.md)',
      '```',
    ].join('\n');
    const broken = brokenLinks(page, path.join(scratch, 'page.md'));
    expect(broken.map((link) => [link.target, link.reason])).toEqual([
      ['missing.md', 'no such file'],
      ['target.md#nowhere', 'no heading #nowhere'],
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(headingAnchor('A page request, from the first paint to the hydrated remote')).toBe(
      'a-page-request-from-the-first-paint-to-the-hydrated-remote',
    );
    expect(headingAnchor('Site runtime config (`/config.json`, served by the shell)')).toBe(
      'site-runtime-config-configjson-served-by-the-shell',
    );
  });

  it('finds a citation of a file outside the repo, and not a path inside it', () => {
    // Planted citations the check must find (the first three), beside paths it must leave alone.
    // Assembled from parts, so this file itself cites nothing outside the repo.
    const outside = (...parts: string[]) => parts.join('/');
    const source = [
      `// Source: the shared ${outside('reference', 'game-apis.md')}`,
      `// see ${outside('', 'work', 'shared', 'reference', 'game-data', 'fish.json')}`,
      `import fish from '${outside('..', '..', 'shared', 'fish.json')}';`,
      "import { siteParts } from '../../shared-contracts/build/site-parts.mjs';",
      '// Source: api-doc local.md (github.com/ToontownRewritten/api-doc), docs/game-interfaces.md',
    ].join('\n');
    expect(outsideCitations(source).map((found) => found.line)).toEqual([1, 2, 3]);
  });
});

describe('the docs', () => {
  it(`keep README.md at most ${README_LIMIT.toLocaleString('en')} characters`, () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(characters(readme)).toBeLessThanOrEqual(README_LIMIT);
  });

  it('link only to files and headings that exist', () => {
    const files = markdownFiles();
    expect(files.map(relative)).toContain('docs/architecture.md');
    const broken = files.flatMap((file) =>
      brokenLinks(readFileSync(file, 'utf8'), file).map(
        (link) => `${relative(file)}:${link.line} ${link.target}: ${link.reason}`,
      ),
    );
    expect(broken).toEqual([]);
  });

  it('link every doc from the README', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const docs = repoFiles(path.join(repoRoot, 'docs'), ['.md']).map((file) => relative(file));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((doc) => !readme.includes(`](${doc})`))).toEqual([]);
  });

  it('cite no file outside the repository, in any source or doc', () => {
    const files = citingFiles();
    expect(files.length).toBeGreaterThan(100);
    const citations = files.flatMap((file) =>
      outsideCitations(readFileSync(file, 'utf8')).map(
        (found) => `${relative(file)}:${found.line} ${found.text}`,
      ),
    );
    expect(citations).toEqual([]);
  });

  it('hold the docs the README promises', () => {
    for (const doc of [
      'architecture',
      'game-facts',
      'game-interfaces',
      'deployment',
      'benchmarks',
      'security',
    ]) {
      expect(existsSync(path.join(repoRoot, 'docs', `${doc}.md`)), doc).toBe(true);
    }
  });
});
