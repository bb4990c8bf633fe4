// Styles travel with their part: web-kit/styles holds the design tokens, base elements, the
// building blocks several parts use and the styles of web-kit's own components; an area's
// styles live in its remote (src/styles.css and stylesheets beside its components), the layout's and
// the home page's in the shell. These checks read the stylesheets and the parts' sources as text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const parts = ['shell', 'mfe-auth', 'mfe-toons', 'mfe-makeship', 'mfe-arcade', 'mfe-tools'] as const;

function filesUnder(folder: string, test: (file: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The class names a stylesheet's selectors name (inside media queries too). With `leading`, only
 * the first class of each selector: the one a rule belongs to (`.hero .button` is the hero's rule,
 * giving the shared button a look inside it).
 */
export function selectorClasses(css: string, { leading = false } = {}): Set<string> {
  const classes = new Set<string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude = ''] of withoutComments.matchAll(/([^{}]+)\{/g)) {
    if (prelude.trim().startsWith('@')) continue;
    for (const selector of prelude.split(',')) {
      const names = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name);
      for (const name of leading ? names.slice(0, 1) : names) classes.add(name);
    }
  }
  return classes;
}

function stylesheetClasses(folder: string, options?: { leading?: boolean }): Set<string> {
  const classes = new Set<string>();
  for (const file of filesUnder(folder, (name) => name.endsWith('.css'))) {
    for (const name of selectorClasses(readFileSync(file, 'utf8'), options)) classes.add(name);
  }
  return classes;
}

/**
 * The class names a part's code can put on an element: every word of its string literals, and the
 * stem of a template such as `badge--window-${state}` (any class starting with that stem).
 */
function usedClasses(folder: string): { words: Set<string>; stems: Set<string> } {
  const words = new Set<string>();
  const stems = new Set<string>();
  const sources = filesUnder(folder, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const [literal] of text.matchAll(/"[^"\n]*"|'[^'\n]*'|`[^`]*`/g)) {
      for (const word of literal.slice(1, -1).split(/\s+/)) {
        const stem = /^([a-z][\w-]*-)\$\{/.exec(word)?.[1];
        if (stem) stems.add(stem);
        if (/^[a-z][\w-]*$/.test(word)) words.add(word);
      }
    }
  }
  return { words, stems };
}

const uses = (used: ReturnType<typeof usedClasses>, name: string) =>
  used.words.has(name) || [...used.stems].some((stem) => name.startsWith(stem));

const sharedStyles = stylesheetClasses(path.join(repo, 'web-kit/styles'));
/** The classes each part's own rules belong to. */
const partStyles = Object.fromEntries(
  parts.map((part) => [part, stylesheetClasses(path.join(repo, part, 'src'), { leading: true })]),
);

describe('styles travel with their part', () => {
  it('finds the stylesheets', () => {
    expect(sharedStyles.has('button')).toBe(true);
    for (const part of parts) expect(partStyles[part]?.size, part).toBeGreaterThan(0);
  });

  it.each(parts)("web-kit/styles defines none of %s's classes", (part) => {
    const inShared = [...(partStyles[part] ?? [])].filter((name) => sharedStyles.has(name));
    expect(inShared).toEqual([]);
  });

  it('no two parts style the same class (the page holds every loaded stylesheet at once)', () => {
    const owners = new Map<string, string[]>();
    for (const part of parts) {
      for (const name of partStyles[part] ?? []) owners.set(name, [...(owners.get(name) ?? []), part]);
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it("every class in web-kit/styles is web-kit's own or used by two parts or more", () => {
    const ownUse = usedClasses(path.join(repo, 'web-kit/src'));
    const partUse = parts.map((part) => usedClasses(path.join(repo, part, 'src')));
    const oneAreaOnly = [...sharedStyles].filter(
      (name) => !uses(ownUse, name) && partUse.filter((used) => uses(used, name)).length < 2,
    );
    expect(oneAreaOnly).toEqual([]);
  });

  it('reads selectors, media queries included, and leaves comments out', () => {
    const css = '/* .not-this */ .a, .b > p .e { x: 1 } @media (max-width: 1px) { .c--d:hover { y: 2 } }';
    expect([...selectorClasses(css)]).toEqual(['a', 'b', 'e', 'c--d']);
    expect([...selectorClasses(css, { leading: true })]).toEqual(['a', 'b', 'c--d']);
  });
});
