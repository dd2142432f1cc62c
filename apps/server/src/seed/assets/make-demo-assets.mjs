// Draws the demo store's invoice logo and signature as PNGs with nothing but node:zlib,
// so the demo images have a known origin (made here, no third-party artwork).
// Run: node apps/server/src/seed/assets/make-demo-assets.mjs
// Writes logo.png, signature.png and demo-store-images.ts (data URLs for the seed).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGBA canvas with straight (non-premultiplied) alpha in 0..1 floats. */
function canvas(width, height) {
  return { width, height, px: new Float32Array(width * height * 4) };
}
function blend(c, i, [r, g, b], a) {
  if (a <= 0) return;
  const o = i * 4;
  const da = c.px[o + 3];
  const oa = a + da * (1 - a);
  for (const [k, v] of [r, g, b].entries()) c.px[o + k] = (v * a + c.px[o + k] * da * (1 - a)) / oa;
  c.px[o + 3] = oa;
}
/** Paints a coverage mask (0..1 per pixel) in one colour. */
function paint(c, mask, color) {
  for (let i = 0; i < mask.length; i++) blend(c, i, color, mask[i]);
}
/** Coverage of a shape given by a signed distance function (negative inside), anti-aliased. */
function fill(c, sdf) {
  const m = new Float32Array(c.width * c.height);
  for (let y = 0; y < c.height; y++)
    for (let x = 0; x < c.width; x++)
      m[y * c.width + x] = Math.min(1, Math.max(0, 0.5 - sdf(x + 0.5, y + 0.5)));
  return m;
}
/** Coverage of a pen of varying radius dragged through points [x, y, r]. */
function stroke(c, points, mask = new Float32Array(c.width * c.height)) {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0, r0] = points[i - 1];
    const [x1, y1, r1] = points[i];
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / 0.25));
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const cx = x0 + (x1 - x0) * t;
      const cy = y0 + (y1 - y0) * t;
      const r = r0 + (r1 - r0) * t;
      for (let y = Math.floor(cy - r - 1); y <= Math.ceil(cy + r + 1); y++)
        for (let x = Math.floor(cx - r - 1); x <= Math.ceil(cx + r + 1); x++) {
          if (x < 0 || y < 0 || x >= c.width || y >= c.height) continue;
          const cov = Math.min(1, Math.max(0, r + 0.5 - Math.hypot(x + 0.5 - cx, y + 0.5 - cy)));
          const k = y * c.width + x;
          if (cov > mask[k]) mask[k] = cov;
        }
    }
  }
  return mask;
}
function encodePng(c) {
  const raw = Buffer.alloc((c.width * 4 + 1) * c.height);
  for (let y = 0; y < c.height; y++) {
    raw[y * (c.width * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < c.width; x++) {
      const o = (y * c.width + x) * 4;
      const d = y * (c.width * 4 + 1) + 1 + x * 4;
      for (let k = 0; k < 4; k++) raw[d + k] = Math.round(Math.min(1, c.px[o + k]) * 255);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(c.width, 0);
  ihdr.writeUInt32BE(c.height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ORANGE = [0.96, 0.49, 0.0]; // saga-orange primary, #F57C00
const INK = [0.2, 0.2, 0.22];
const WHITE = [1, 1, 1];
const BLUE_INK = [0.1, 0.16, 0.42];

const roundedBox = (x0, y0, x1, y1, r) => (x, y) => {
  const qx = Math.abs(x - (x0 + x1) / 2) - ((x1 - x0) / 2 - r);
  const qy = Math.abs(y - (y0 + y1) / 2) - ((y1 - y0) / 2 - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
};
const circle = (cx, cy, r) => (x, y) => Math.hypot(x - cx, y - cy) - r;

/** Geometric capitals as pen paths in a 0..1 (x) × 0..1 (y, down) box. */
const arc = (cx, cy, rx, ry, a0, a1, n = 24) =>
  Array.from({ length: n + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / n;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
  });
const GLYPHS = {
  T: {
    w: 0.8,
    paths: [
      [
        [0, 0],
        [0.8, 0],
      ],
      [
        [0.4, 0],
        [0.4, 1],
      ],
    ],
  },
  I: {
    w: 0,
    paths: [
      [
        [0, 0],
        [0, 1],
      ],
    ],
  },
  C: { w: 0.78, paths: [arc(0.5, 0.5, 0.5, 0.5, -0.25 * Math.PI, -1.75 * Math.PI)] },
  K: {
    w: 0.7,
    paths: [
      [
        [0, 0],
        [0, 1],
      ],
      [
        [0.7, 0],
        [0, 0.6],
      ],
      [
        [0.25, 0.4],
        [0.72, 1],
      ],
    ],
  },
  E: {
    w: 0.62,
    paths: [
      [
        [0.62, 0],
        [0, 0],
        [0, 1],
        [0.62, 1],
      ],
      [
        [0, 0.5],
        [0.52, 0.5],
      ],
    ],
  },
  R: {
    w: 0.66,
    paths: [
      [
        [0, 1],
        [0, 0],
        [0.36, 0],
        ...arc(0.36, 0.27, 0.27, 0.27, -Math.PI / 2, Math.PI / 2),
        [0, 0.54],
      ],
      [
        [0.3, 0.54],
        [0.66, 1],
      ],
    ],
  },
  A: {
    w: 0.84,
    paths: [
      [
        [0, 1],
        [0.42, 0],
        [0.84, 1],
      ],
      [
        [0.17, 0.62],
        [0.67, 0.62],
      ],
    ],
  },
};

function drawLogo() {
  const c = canvas(520, 150);
  // Badge: an orange rounded square holding a white ticket with its two notches.
  paint(c, fill(c, roundedBox(6, 6, 144, 144, 28)), ORANGE);
  const rect = roundedBox(30, 44, 120, 106, 8);
  const left = circle(30, 75, 12);
  const right = circle(120, 75, 12);
  paint(
    c,
    fill(c, (x, y) => Math.max(rect(x, y), -left(x, y), -right(x, y))),
    WHITE,
  );
  const dashes = new Float32Array(c.width * c.height);
  for (let y = 50; y < 102; y += 9)
    stroke(
      c,
      [
        [89, y, 2],
        [89, y + 4, 2],
      ],
      dashes,
    );
  paint(c, dashes, ORANGE);
  // Wordmark.
  const letters = new Float32Array(c.width * c.height);
  const h = 54;
  const top = 48;
  let x = 168;
  for (const ch of 'TICKERA') {
    const g = GLYPHS[ch];
    for (const path of g.paths)
      stroke(
        c,
        path.map(([px, py]) => [x + px * h, top + py * h, 5.5]),
        letters,
      );
    x += g.w * h + 16;
  }
  paint(c, letters, INK);
  paint(
    c,
    stroke(c, [
      [170, 124, 3],
      [x - 18, 124, 3],
    ]),
    ORANGE,
  );
  return c;
}

function drawSignature() {
  const c = canvas(420, 150);
  // A hand-like trace: loops drifting right (a trochoid), with pressure varying along it.
  const pts = [];
  const n = 900;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = t * Math.PI * 2 * 5.5;
    const amp = 26 + 14 * Math.sin(t * Math.PI * 3.1);
    const x = 40 + 300 * t + 20 * Math.cos(a + Math.PI);
    const y = 70 - amp * Math.sin(a) * (0.65 + 0.35 * Math.sin(t * 7)) + 14 * t;
    pts.push([x + (80 - y) * 0.35, y, 1.6 + 1.2 * Math.abs(Math.sin(a / 2 + 0.4))]);
  }
  const mask = stroke(c, pts);
  // Flourish: a long underline that sweeps back.
  const flourish = [];
  for (let i = 0; i <= 200; i++) {
    const t = i / 200;
    flourish.push([
      30 + 360 * t,
      118 - 22 * Math.sin(t * Math.PI) * (1 - t) + 6 * t,
      2.6 - 1.8 * t,
    ]);
  }
  stroke(c, flourish, mask);
  stroke(
    c,
    [
      [300, 40, 2.2],
      [318, 32, 1.4],
    ],
    mask,
  ); // the dot over an i
  paint(c, mask, BLUE_INK);
  return c;
}

const logo = encodePng(drawLogo());
const signature = encodePng(drawSignature());
writeFileSync(join(here, 'logo.png'), logo);
writeFileSync(join(here, 'signature.png'), signature);
const dataUrl = (png) => `data:image/png;base64,${png.toString('base64')}`;
writeFileSync(
  join(here, 'demo-store-images.ts'),
  `/**
 * The demo store's invoice logo and signature as PNG data URLs (stores.logo_base64 and
 * stores.signature_src). Generated by make-demo-assets.mjs next to this file; do not edit.
 */
export const DEMO_STORE_LOGO = '${dataUrl(logo)}';

export const DEMO_STORE_SIGNATURE = '${dataUrl(signature)}';
`,
);
console.log(`logo.png ${logo.length} B, signature.png ${signature.length} B`);
