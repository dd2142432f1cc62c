/** A ticket's QR as the pages show it. */
import { qrPng } from '../../lib/qr';

/** How many tickets' QR images one process keeps (~3 KB each). */
const QR_KEPT = 5_000;
const qrImages = new Map<string, Promise<string>>();

/**
 * A ticket's QR as a PNG data URL, 8 pixels a module (~220 px: pages draw it pixelated, as
 * large as they like). A code never changes, so its image is drawn once per process and
 * kept (least recently read dropped first): approval, Mis Entradas and the staff pages
 * read the same tickets again and again, and drawing was most of an approval's time.
 */
export function qrDataUrl(code: string): Promise<string> {
  let image = qrImages.get(code);
  if (image) qrImages.delete(code);
  else {
    image = qrPng(code, { scale: 8 }).then(
      (png) => `data:image/png;base64,${png.toString('base64')}`,
    );
    image.catch(() => qrImages.delete(code));
  }
  qrImages.set(code, image);
  if (qrImages.size > QR_KEPT) qrImages.delete(qrImages.keys().next().value!);
  return image;
}
