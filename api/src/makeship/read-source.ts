// Reads the raw JSON of a Makeship source: an http(s) URL (with a time limit) or a file.
import { readFile } from 'node:fs/promises';

const FETCH_TIMEOUT_MS = 10_000;
/** Larger than any honest campaign list; a bigger answer is refused rather than parsed. */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

export type SourceReader = (source: string) => Promise<unknown>;

export function isUrlSource(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

export const readSource: SourceReader = async (source) => {
  const text = isUrlSource(source) ? await fetchText(source) : await readFile(source, 'utf8');
  if (text.length > MAX_SOURCE_BYTES) throw new Error(`The source is over ${MAX_SOURCE_BYTES} bytes`);
  return JSON.parse(text) as unknown;
};

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The source answered HTTP ${response.status}`);
  return response.text();
}
