#!/usr/bin/env node
// Draws the door scanner's home-screen icons (apps/web/public/door/icon-192.png and
// icon-512.png; a shared link's tickets saved to the home screen use them too): a QR-like
// mark in white on the brand's amber, inside the middle 60 % so a launcher's round or
// squircle mask (a "maskable" icon) never cuts it. Plain PNG written here: no image library.
// Run again after changing the drawing: `node scripts/door-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const AMBER = [0xff, 0xc1, 0x07];
const INK = [0x21, 0x21, 0x21];
const WHITE = [0xff, 0xff, 0xff];

/** 7×7 cells: three finder squares and a few data cells, as a QR reads at a glance. */
const CELLS = ['111.111', '1.1.1.1', '111.111', '.......', '111.1.1', '1.1..1.', '111.1.1'];

function pixel(size, x, y) {
  // The mark: a white rounded card in the middle 60 %, ink cells on it.
  const card = size * 0.6;
  const left = (size - card) / 2;
  const u = (x - left) / card;
  const v = (y - left) / card;
  if (u < 0 || u >= 1 || v < 0 || v >= 1) return AMBER;
  const r = 0.12;
  const cu = Math.min(u, 1 - u);
  const cv = Math.min(v, 1 - v);
  if (cu < r && cv < r && (r - cu) ** 2 + (r - cv) ** 2 > r * r) return AMBER;
  const pad = 0.12;
  const gu = (u - pad) / (1 - 2 * pad);
  const gv = (v - pad) / (1 - 2 * pad);
  if (gu < 0 || gu >= 1 || gv < 0 || gv >= 1) return WHITE;
  const cell = CELLS[Math.floor(gv * 7)][Math.floor(gu * 7)];
  return cell === '1' ? INK : WHITE;
}

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(buf) {
  let c = -1;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size) {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(size, x + 0.5, y + 0.5);
      const at = y * (size * 3 + 1) + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  const path = new URL(`../apps/web/public/door/icon-${size}.png`, import.meta.url);
  writeFileSync(path, png(size));
  console.log(`${path.pathname}: ${size}×${size}`);
}
