// A part may bundle web-kit's modules (the `web-kit/task-invasion-alerts` entry is not shared), and a
// module that imported `zod/mini` itself would bring a second zod onto that page (4 kB on the Toon
// dashboard). The kit parses with the page's one zod, the shared `shared-contracts/zod`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('imports zod only as the shared `shared-contracts/zod`', () => {
  const ownZod = sourceFiles(srcDir)
    .filter((file) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(srcDir, file));
  expect(ownZod).toEqual([]);
  expect(readFileSync(path.join(srcDir, 'storage/local-storage.ts'), 'utf8')).toContain(
    "from 'shared-contracts/zod'",
  );
});
