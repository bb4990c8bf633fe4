// Each page is declared once: a remote's router, routes.json, menu and home card all derive from the
// page's entry in its src/surface.ts, so no other place in the remote's code declares its path. The
// check reads the code as text and counts, per declared path, the places that declare a path (a
// route's `path:`, a frame keyed by path, a redirect or alias, a menu entry or card with `to:` and
// `order:`); links inside pages are uses, not declarations, and are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RemoteSurfaceSchema, SurfaceDeclarationSchema } from 'shared-contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { siteParts } from '../../build-preset/site-parts.mjs';
import { surfaceDocument, withoutFrames } from '../../build-preset/surface-plugin.mjs';
import { declarationsOf } from './page-declarations';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const [, ...remoteParts] = siteParts.parts;

describe('each page is declared once', () => {
  it('counts every place the old five-place shape declared a path', () => {
    const oldShape = `
      routes: [{ path: '/fishing', title: 'Fishing', description: 'x' }],
      menu: [{ label: 'Fishing', to: '/fishing', placement: 'primary', order: 50 }],
      homeCards: [{ label: 'Fishing', to: '/fishing', description: 'x', order: 50 }],
      export const routeFrames = { '/fishing': { heading: 'Fishing' } };
      export const pages = [{ path: '/fishing', element: <FishingPage /> }];
      { path: '/toon-link', redirectTo: '/fishing' }
      <Link to="/fishing">Fishing</Link>`;
    expect(declarationsOf('/fishing', oldShape)).toBe(6);
    expect(declarationsOf('/fishing/all', oldShape)).toBe(0);
  });

  for (const part of remoteParts) {
    it(`${part.dir} declares each of its paths in one place`, async () => {
      const { surface } = (await import(`../../${part.dir}/src/surface.ts`)) as { surface: unknown };
      const declared = SurfaceDeclarationSchema.parse(surface).routes.map((route) => route.path);
      expect(declared.length).toBeGreaterThan(0);
      const code = sourceFiles(path.join(repoRoot, part.dir, 'src')).map((file) =>
        readFileSync(file, 'utf8'),
      );
      const counts = declared.map((pagePath) => ({
        path: pagePath,
        declarations: code.reduce((sum, text) => sum + declarationsOf(pagePath, text), 0),
      }));
      expect(counts.filter((count) => count.declarations !== 1)).toEqual([]);
    });
  }
});

describe('what the build derives from the pages', () => {
  for (const part of remoteParts) {
    it(`${part.dir}: routes.json carries every page's frame, the browser's copy of the surface none`, async () => {
      const file = path.join(repoRoot, part.dir, 'src/surface.ts');
      const { surface } = (await import(`../../${part.dir}/src/surface.ts`)) as {
        surface: { pages: { frame?: unknown }[] };
      };
      const framed = surface.pages.filter((page) => page.frame !== undefined).length;
      const published = await surfaceDocument({ name: part.name, file });
      if (!published.ok) throw new Error(published.problems.join('\n'));
      const { routes } = RemoteSurfaceSchema.parse(published.document);
      expect(routes.filter((route) => route.frame && !route.canonicalPath)).toHaveLength(framed);

      const browserCopy = withoutFrames(readFileSync(file, 'utf8'));
      expect(browserCopy).not.toMatch(/\bheading\s*:/);
      expect(browserCopy.split('\n')).toHaveLength(readFileSync(file, 'utf8').split('\n').length);
      const { diagnostics } = ts.transpileModule(browserCopy, { reportDiagnostics: true, fileName: file });
      expect(diagnostics ?? []).toEqual([]);
    });
  }
});
