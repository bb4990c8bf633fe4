import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A link of a Markdown file to another file of the repo, as written and as resolved. */
export interface RelativeLink {
  /** The link as written, e.g. `docs/architecture.md#the-parts`. */
  target: string;
  /** The file it points at, resolved from the linking file's folder. */
  file: string;
  /** The heading it points at inside that file, if any (`the-parts`). */
  fragment: string | null;
  line: number;
}

/** A broken link: its file is missing, or the file has no heading for its fragment. */
export interface BrokenLink extends RelativeLink {
  reason: string;
}

const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const FENCE = /^\s*(```|~~~)/;

/** Links that leave the repo (a scheme such as https: or mailto:) are not this check's business. */
const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/**
 * The links of `markdown` (a file at `fromFile`) to files of the repo, outside code blocks and
 * inline code. A link to a heading of the same file (`#…`) resolves to `fromFile`.
 */
export function relativeLinks(markdown: string, fromFile: string): RelativeLink[] {
  const links: RelativeLink[] = [];
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    if (FENCE.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const prose = text.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(LINK)) {
      const target = match[1] ?? '';
      if (isExternal(target)) continue;
      const [filePart = '', fragment] = target.split('#');
      const file = filePart === '' ? fromFile : path.resolve(path.dirname(fromFile), decodeURI(filePart));
      links.push({ target, file, fragment: fragment ?? null, line: index + 1 });
    }
  });
  return links;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (a repeated heading gets `-1`, `-2`… as on GitHub). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const text of markdown.split('\n')) {
    if (FENCE.test(text)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*)$/.exec(text);
    if (!heading) continue;
    const anchor = headingAnchor(heading[1] ?? '');
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/** The links of a Markdown file that point at no file, or at a heading its Markdown target lacks. */
export function brokenLinks(markdown: string, fromFile: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const link of relativeLinks(markdown, fromFile)) {
    if (!existsSync(link.file)) {
      broken.push({ ...link, reason: 'no such file' });
    } else if (link.fragment && link.file.endsWith('.md')) {
      const anchors = headingAnchors(readFileSync(link.file, 'utf8'));
      if (!anchors.has(link.fragment)) broken.push({ ...link, reason: `no heading #${link.fragment}` });
    }
  }
  return broken;
}
