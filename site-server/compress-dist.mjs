// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of a built part, once per
// build, for the site server (sirv) to send to browsers that accept them. Run by scripts/build.mjs
// after each front part; alone: node site-server/compress-dist.mjs <folder>...
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

/**
 * Text formats shrink to a fraction (JavaScript to about a third); pictures and fonts already are
 * compressed, and source maps are asked for only by developer tools.
 */
const compressibleTypes = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/** Below this, the encodings' framing costs about what they save. */
export const MIN_COMPRESS_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli at its best quality makes this site's JavaScript about 11% smaller than gzip -9 does, which
 * matters most on a slow phone link; gzip stays for older clients. Both at their slowest, as the work
 * is done once per build and not per request.
 * @type {{ suffix: string, compress: (body: Buffer) => Promise<Buffer> }[]}
 */
const encodings = [
  {
    suffix: '.br',
    compress: (body) =>
      brotliAsync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  { suffix: '.gz', compress: (body) => gzipAsync(body, { level: zlibConstants.Z_BEST_COMPRESSION }) },
];

/** @param {string} file */
function isCandidate(file) {
  return compressibleTypes.has(path.extname(file)) && !encodings.some(({ suffix }) => file.endsWith(suffix));
}

/**
 * Writes (or refreshes) each text file's compressed copies; a copy that would not be smaller, or of a
 * file too small to gain, is removed, so no copy left by an earlier build is ever sent.
 * @param {string} root
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>}
 */
export async function compressDist(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCandidate(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  /** @param {string} file */
  const compressOne = async (file) => {
    const { size } = await stat(file);
    const body = size >= MIN_COMPRESS_BYTES ? await readFile(file) : null;
    for (const encoding of encodings) {
      const copy = `${file}${encoding.suffix}`;
      const compressed = body ? await encoding.compress(body) : null;
      if (body && compressed && compressed.length < body.length) {
        await writeFile(copy, compressed);
        if (encoding.suffix === '.br') {
          totals.files += 1;
          totals.bytes += body.length;
          totals.brotliBytes += compressed.length;
        }
      } else {
        await rm(copy, { force: true });
      }
    }
  };
  // Brotli's best quality is CPU-bound: one file per core at a time.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compressOne(file);
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return totals;
}

// CLI: node site-server/compress-dist.mjs <folder>...
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error('usage: node site-server/compress-dist.mjs <folder>...');
    process.exit(2);
  }
  for (const folder of folders) {
    const { files, bytes, brotliBytes } = await compressDist(folder);
    console.log(`${folder}: ${files} files, ${bytes} bytes, ${brotliBytes} as brotli`);
  }
}
