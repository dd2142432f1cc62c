/**
 * Store images (logo, signature) as bytes pdfkit can draw safely. pdfkit decodes a PNG
 * with transparency in a zlib callback, where a corrupt image throws outside any
 * try/catch and takes the whole process down; so a PNG is checked whole here first.
 */
import { inflateSync } from 'node:zlib';
import { decodeImageText } from '../../lib/images';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SOI = Buffer.from([0xff, 0xd8, 0xff]);
/** Far above any logo; keeps a crafted image from inflating into gigabytes. */
const MAX_PIXELS = 4096 * 4096;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Adam7 pass sizes, or the whole image when not interlaced. */
function passes(width: number, height: number, interlaced: boolean): [number, number][] {
  if (!interlaced) return [[width, height]];
  const adam7 = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  return adam7.map(([x0, y0, dx, dy]) => [
    Math.ceil(Math.max(0, width - x0) / dx),
    Math.ceil(Math.max(0, height - y0) / dy),
  ]);
}

/** Every chunk's CRC, a sane header, and pixel data that inflates to rows with valid filters. */
export function isSoundPng(png: Buffer): boolean {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  const idat: Buffer[] = [];
  let header: {
    width: number;
    height: number;
    depth: number;
    color: number;
    interlace: number;
  } | null = null;
  let offset = 8;
  let ended = false;
  while (offset + 12 <= png.length && !ended) {
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > png.length) return false;
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== png.readUInt32BE(offset + 8 + length)) return false;
    const type = typeAndData.subarray(0, 4).toString('latin1');
    const data = typeAndData.subarray(4);
    if (type === 'IHDR' && length === 13)
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        depth: data[8],
        color: data[9],
        interlace: data[12],
      };
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') ended = true;
    offset = end;
  }
  if (!header || !ended || !idat.length) return false;
  const { width, height, depth, color, interlace } = header;
  const channels = CHANNELS[color];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth) || interlace > 1) return false;
  if (!width || !height || width * height > MAX_PIXELS) return false;
  const rows = passes(width, height, interlace === 1)
    .filter(([w, h]) => w > 0 && h > 0)
    .map(([w, h]) => ({ h, bytes: 1 + Math.ceil((w * channels * depth) / 8) }));
  const expected = rows.reduce((sum, r) => sum + r.h * r.bytes, 0);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  } catch {
    return false;
  }
  if (pixels.length !== expected) return false;
  let at = 0;
  for (const r of rows)
    for (let y = 0; y < r.h; y++, at += r.bytes) if (pixels[at] > 4) return false; // filter type
  return true;
}

/**
 * An image column as drawable bytes: a `data:image/png|jpeg;base64,…` URL or bare base64
 * of a PNG/JPEG. Anything else (an http URL, SVG, a broken file) is null: the invoice is
 * drawn from the database alone, never by fetching a URL a store admin typed.
 */
export function decodeImage(value: string | null | undefined): Buffer | null {
  const bytes = value ? decodeImageText(value) : null;
  if (!bytes) return null;
  if (bytes.subarray(0, 3).equals(JPEG_SOI)) return bytes; // pdfkit reads JPEG synchronously
  return isSoundPng(bytes) ? bytes : null;
}
