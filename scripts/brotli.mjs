// Writes a brotli copy (FILE.br, quality 11) beside each file under the folder given, as
// scripts/build-web.sh writes a gzip copy: `attend serve` sends it to a browser that accepts
// brotli (every current one does), a fifth fewer bytes than gzip for the wasm cores.
// Usage: node scripts/brotli.mjs DIR
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/brotli.mjs DIR');
  process.exit(2);
}
const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && !/\.(gz|br)$/.test(e.name))
  .map((e) => join(e.parentPath ?? e.path, e.name));
await Promise.all(
  files.map(async (file) => {
    const body = readFileSync(file);
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    writeFileSync(`${file}.br`, await compress(body, { params }));
  }),
);
