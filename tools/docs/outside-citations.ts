/**
 * Citations of files outside the repository: a reader of the repo cannot open them. The project's
 * facts cite public sources or docs/ instead (docs/game-facts.md). These are the ways such a path
 * has been written: a shared folder on the development machine, a relative path climbing out of
 * the repo into it, and its `reference/` notes.
 */
const OUTSIDE_PATHS: readonly RegExp[] = [
  /\/work\/shared\b/,
  /(?:^|[^\w.-])(?:\.\.\/)+shared\//,
  /(?:^|[^\w./-])reference\/[\w./-]+\.(?:md|json)\b/,
];

/** A line of a file that names a path outside the repo. */
export interface OutsideCitation {
  line: number;
  text: string;
}

/** The lines of `source` that cite a file outside the repository. */
export function outsideCitations(source: string): OutsideCitation[] {
  const found: OutsideCitation[] = [];
  source.split('\n').forEach((text, index) => {
    if (OUTSIDE_PATHS.some((pattern) => pattern.test(text)))
      found.push({ line: index + 1, text: text.trim() });
  });
  return found;
}
