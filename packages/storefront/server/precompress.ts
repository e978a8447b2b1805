// Runs after `react-router build`: writes .br and .gz next to every compressible client file, at
// the highest quality, so the server never compresses a static file per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentTypeOf } from './static-files.ts';
import { isCompressible } from './compression.ts';
import { readConfig } from './config.ts';

const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const { clientDir } = readConfig();
const files = (await readdir(clientDir, { recursive: true, withFileTypes: true })).filter(
  (entry) => entry.isFile() && isCompressible(contentTypeOf(extname(entry.name))),
);

let written = 0;
await Promise.all(
  files.map(async (entry) => {
    const path = join(entry.parentPath, entry.name);
    const content = await readFile(path);
    if (content.byteLength < MIN_BYTES) return;
    await writeFile(
      `${path}.br`,
      await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
    written += 1;
  }),
);
console.log(`precompressed ${written} client files (brotli and gzip)`);
