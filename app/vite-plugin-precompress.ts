import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map)$/;

export interface PrecompressResult {
  readonly file: string;
  readonly raw: number;
  readonly br?: number;
  readonly gz?: number;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside one built file, each only
 * when it is smaller than the file itself (a file of a few bytes stays as it is). Returns the
 * sizes written.
 */
export async function precompressFile(file: string): Promise<PrecompressResult> {
  const source = await readFile(file);
  const result: { file: string; raw: number; br?: number; gz?: number } = {
    file,
    raw: source.length,
  };
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const writes: Promise<void>[] = [];
  if (br.length < source.length) {
    result.br = br.length;
    writes.push(writeFile(`${file}.br`, br));
  }
  if (gz.length < source.length) {
    result.gz = gz.length;
    writes.push(writeFile(`${file}.gz`, gz));
  }
  await Promise.all(writes);
  return result;
}

/**
 * Precompressed copies of the built console (`.br` and `.gz` beside each script, style sheet,
 * index.html and locale file), written once at build time: the server hands them out by the
 * request's Accept-Encoding (`@fastify/static`'s `preCompressed`) without compressing anything
 * per request. Vite's own `.vite/` folder (the manifest) is left alone.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      const files = Object.keys(bundle).filter(
        (fileName) => COMPRESSIBLE.test(fileName) && !fileName.startsWith('.vite/'),
      );
      await Promise.all(files.map((fileName) => precompressFile(path.join(dir, fileName))));
    },
  };
}
