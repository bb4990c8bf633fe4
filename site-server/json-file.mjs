// A JSON file the server reads on requests (the shell's config.json, its build's page-assets.json),
// read again only when it changes: a deployment replaces the file in place, with no restart.
import { readFile, stat } from 'node:fs/promises';

/**
 * What `parse` makes of a JSON file, kept until the file's modification time changes. A file that
 * cannot be read gives `undefined` (and is looked for again on the next call); a file whose JSON or
 * `parse` fails gives `undefined` until it changes, and `onInvalid` hears of it once per version.
 * @template T
 * @param {string} file
 * @param {(json: unknown) => T} parse turns the file's JSON into the value (throws when it does not fit)
 * @param {{ onInvalid?: (error: Error) => void }} [options]
 * @returns {() => Promise<T | undefined>}
 */
export function jsonFileReader(file, parse, { onInvalid } = {}) {
  /** @type {{ mtimeMs: number, value: T | undefined } | undefined} */
  let cached;
  return async () => {
    let mtimeMs;
    let text;
    try {
      ({ mtimeMs } = await stat(file));
      if (cached?.mtimeMs === mtimeMs) return cached.value;
      text = await readFile(file, 'utf8');
    } catch {
      return undefined;
    }
    let value;
    try {
      value = parse(JSON.parse(text));
    } catch (error) {
      onInvalid?.(error instanceof Error ? error : new Error(String(error)));
    }
    cached = { mtimeMs, value };
    return value;
  };
}
