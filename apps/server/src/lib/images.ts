/**
 * Uploaded images (event banners, store logos and signatures) arrive as text in JSON: a
 * `data:…;base64,` URL or bare base64. What is stored is never what was sent: the bytes
 * must be PNG, JPEG or WebP by their magic bytes (the declared type and name count for
 * nothing), at most IMAGE_MAX_BYTES, and they are decoded and re-encoded with sharp, which
 * drops metadata (EXIF, GPS, comments) and anything hidden after or between the pixels.
 * Decision 023.
 */
import sharp from 'sharp';
import { IMAGE_MAX_BYTES, type ImageFormat } from '@tickera/shared/constants';
import { isHttpsUrl } from '@tickera/shared/schemas/fields';
import { AppError, fieldError } from '../errors';

/** Far above any banner or logo; keeps a crafted image from decoding into gigabytes. */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

const MIME: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The bytes of `data:…;base64,…` or bare base64; null when it is neither. */
export function decodeImageText(value: string): Buffer | null {
  const text = value.trim();
  const dataUrl = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(text);
  if (dataUrl && !dataUrl[2]) return null;
  const base64 = (dataUrl ? dataUrl[3] : text).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}

/** The format by the file's own first bytes. */
export function imageFormatOf(bytes: Buffer): ImageFormat | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const megabytes = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

/**
 * Checked, re-encoded bytes of an uploaded image. 413 naming the field past the size cap;
 * 400 naming it when the bytes are not a PNG, JPEG or WebP that decodes.
 */
export async function reencodeImage(
  field: string,
  bytes: Buffer,
  opts: { webpAs?: ImageFormat } = {},
): Promise<{ format: ImageFormat; bytes: Buffer }> {
  if (bytes.length > IMAGE_MAX_BYTES) {
    const message = `La imagen pesa ${megabytes(bytes.length)}; el máximo es ${megabytes(IMAGE_MAX_BYTES)}.`;
    throw new AppError('PAYLOAD_TOO_LARGE', { fields: { [field]: message } }, message);
  }
  const found = imageFormatOf(bytes);
  if (!found) throw fieldError(field, 'La imagen debe ser PNG, JPEG o WebP (SVG no se acepta)');
  const format = found === 'webp' && opts.webpAs ? opts.webpAs : found;
  try {
    // First frame only, oriented by its EXIF tag; metadata is not copied to the output.
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true });
    const out =
      format === 'png'
        ? image.png({ compressionLevel: 9 })
        : format === 'jpeg'
          ? image.jpeg({ quality: 88, mozjpeg: true })
          : image.webp({ quality: 88 });
    return { format, bytes: await out.toBuffer() };
  } catch {
    throw fieldError(field, 'La imagen está dañada o es demasiado grande para procesarse');
  }
}

/**
 * The value to store for an image field: absent, empty or (where `links` allows) an https
 * link stays as it is; image data becomes a data URL of the re-encoded bytes.
 */
export async function storableImage<T extends string | null | undefined>(
  field: string,
  value: T,
  opts: { links?: boolean; webpAs?: ImageFormat } = {},
): Promise<T | string> {
  if (!value || (opts.links && isHttpsUrl(value))) return value;
  const bytes = decodeImageText(value);
  if (!bytes) throw fieldError(field, 'La imagen debe ser PNG, JPEG o WebP');
  const image = await reencodeImage(field, bytes, opts);
  return `data:${MIME[image.format]};base64,${image.bytes.toString('base64')}`;
}

/** Base64 length of `bytes` bytes: what a route's body limit must leave room for. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * Body limit of a route carrying `images` image fields: room for each at twice the cap, so
 * a slightly larger image is answered 413 naming its field, and a huge body is refused
 * before it is read (the generic 413).
 */
export const imageBodyLimit = (images: number) =>
  1024 * 1024 + images * base64Length(2 * IMAGE_MAX_BYTES);
