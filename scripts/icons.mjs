// Draws the page's app icons (www/icons/icon-<size>.png, named in www/manifest.webmanifest): a
// cross-attention map in the page's colours, each row of query tokens looking mostly at one key,
// on the page's violet. Pure node (zlib for PNG's deflate), so the same bytes come out anywhere:
//
//   node scripts/icons.mjs        # writes www/icons/icon-192.png and icon-512.png

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [192, 512];
// The page's accent (www/page/style.css, --accent) behind, and the weights' scale (white to deep
// violet) on the cells.
const BACK = [0x3f, 0x00, 0x7d];
const N = 5; // the map is N x N
// Each row's attention weights: mostly on one key, the rest spread to its neighbours, the keys a
// little out of order, as a translation's alignment is.
const FOCUS = [0, 1, 3, 2, 4];
const weight = (row, col) => {
  const d = Math.abs(FOCUS[row] - col);
  return d === 0 ? 1 : d === 1 ? 0.3 : 0.08;
};

/** The icon of `size` pixels square, as RGBA rows. */
function draw(size) {
  const px = new Uint8Array(size * size * 4);
  // The map fills the middle 64% (inside the safe zone of a masked icon), with 3% gaps.
  const inset = Math.round(size * 0.18);
  const gap = Math.max(1, Math.round(size * 0.03));
  const cell = (size - 2 * inset - (N - 1) * gap) / N;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let rgb = BACK;
      const cx = (x - inset) / (cell + gap);
      const cy = (y - inset) / (cell + gap);
      const col = Math.floor(cx);
      const row = Math.floor(cy);
      const inCell = col >= 0 && row >= 0 && col < N && row < N && (cx - col) * (cell + gap) < cell && (cy - row) * (cell + gap) < cell;
      if (inCell) {
        // White where the weight is 0, towards a light violet where it is 1.
        const w = weight(row, col);
        rgb = [255 - w * 80, 255 - w * 155, 255 - w * 25].map(Math.round);
      }
      px.set([...rgb, 255], (y * size + x) * 4);
    }
  }
  return px;
}

// PNG: the signature, then IHDR, IDAT (each row with filter byte 0) and IEND chunks.
const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, no filter, no interlace
  const raw = Buffer.alloc(size * (1 + size * 4));
  for (let y = 0; y < size; y++) Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(raw, y * (1 + size * 4) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

mkdirSync(join(ROOT, 'www/icons'), { recursive: true });
for (const size of SIZES) {
  const file = join(ROOT, `www/icons/icon-${size}.png`);
  writeFileSync(file, png(size, draw(size)));
  console.log(`wrote ${file}`);
}
