import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonFileReader } from './json-file.mjs';

describe('jsonFileReader', () => {
  /** @type {string} */
  let folder;
  /** @type {string} */
  let file;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'json-file-'));
    file = path.join(folder, 'config.json');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  /** Writes the file with a modification time of its own, `second` seconds after the epoch. */
  const write = async (/** @type {string} */ text, /** @type {number} */ second) => {
    await writeFile(file, text);
    await utimes(file, second, second);
  };

  it('parses the file once per version and again when it changes', async () => {
    /** @type {unknown[]} */
    const parsed = [];
    const read = jsonFileReader(file, (json) => {
      parsed.push(json);
      return /** @type {{ n: number }} */ (json).n;
    });
    await write('{"n": 1}', 1000);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    expect(parsed).toHaveLength(1);
    await write('{"n": 2}', 2000);
    expect(await read()).toBe(2);
    expect(parsed).toHaveLength(2);
  });

  it('gives undefined for a missing file, and reads it once it is there', async () => {
    const read = jsonFileReader(file, (json) => json);
    expect(await read()).toBeUndefined();
    await write('{"a": true}', 1000);
    expect(await read()).toEqual({ a: true });
  });

  it('gives undefined for a file that does not parse, reported once per version', async () => {
    /** @type {string[]} */
    const reported = [];
    const read = jsonFileReader(
      file,
      (json) => {
        if (!json || typeof json !== 'object' || !('ok' in json)) throw new Error('not ok');
        return json;
      },
      { onInvalid: (error) => reported.push(error.message) },
    );
    await write('{"ok": tru', 1000);
    expect(await read()).toBeUndefined();
    expect(await read()).toBeUndefined();
    await write('{"other": 1}', 2000);
    expect(await read()).toBeUndefined();
    expect(reported).toHaveLength(2);
    expect(reported[1]).toBe('not ok');
    await write('{"ok": 1}', 3000);
    expect(await read()).toEqual({ ok: 1 });
  });
});
