/**
 * Reads QR codes back the way a door does: with zxing-wasm, the scanner's own decoder (its
 * .wasm from node_modules, never a CDN), from a PNG, a data URL or the images of a PDF.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const wasm = readFileSync(
  createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
);
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer as ArrayBuffer } });

/** An image file's bytes, or RGBA pixels (Node has no ImageData class: the shape is enough). */
async function decode(input: Uint8Array | ImageData): Promise<string[]> {
  const found = await readBarcodes(input, { formats: ['QRCode'], tryHarder: true });
  return found.filter((r) => r.isValid).map((r) => r.text);
}

/** The text of every QR in a PNG file. */
export const readQrPng = (png: Buffer) => decode(new Uint8Array(png));

/** The text of every QR in a `data:image/png;base64,…` URL. */
export const readQrDataUrl = (url: string) =>
  readQrPng(Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64'));

/**
 * The text of every QR in the images of a PDF, in file order (images without one, such as
 * a PNG's alpha mask, add nothing). Enough PDF for what pdfkit writes: 8-bit DeviceRGB or
 * DeviceGray image XObjects, deflated, without a predictor.
 */
export async function readQrPdf(pdf: Buffer): Promise<string[]> {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dict = m[1];
    if (!/\/Subtype\s*\/Image/.test(dict)) continue;
    const num = (key: string) => Number(new RegExp(`/${key}\\s+(\\d+)`).exec(dict)?.[1]);
    const [width, height, length] = [num('Width'), num('Height'), num('Length')];
    if (/\/DecodeParms/.test(dict) || num('BitsPerComponent') !== 8) {
      throw new Error(`imagen de PDF no soportada: ${dict}`);
    }
    const start = m.index + m[0].length;
    const raw = pdf.subarray(start, start + length);
    const samples = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    const channels = /\/DeviceGray/.test(dict) ? 1 : 3;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++)
        data[i * 4 + c] = samples[i * channels + (channels === 1 ? 0 : c)];
      data[i * 4 + 3] = 255;
    }
    out.push(...(await decode({ data, width, height, colorSpace: 'srgb' })));
  }
  return out;
}
