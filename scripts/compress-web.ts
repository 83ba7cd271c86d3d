import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The server serves dist/web with preCompressed: true, so every text asset needs .br and .gz siblings.
const root = path.resolve(import.meta.dirname, '../dist/web');
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const walk = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
};

const main = async () => {
  await stat(root).catch(() => {
    throw new Error(`${root} does not exist: run vite build first`);
  });
  const files = (await walk(root)).filter((file) => compressible.test(file));
  let before = 0;
  let afterBrotli = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      before += source.length;
      afterBrotli += br.length;
    }),
  );
  console.log(
    `compressed ${files.length} files: ${(before / 1024).toFixed(0)} kB -> ${(afterBrotli / 1024).toFixed(0)} kB brotli`,
  );
};

await main();
