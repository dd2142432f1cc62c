/**
 * A video of a QR code for Chromium's fake camera (--use-file-for-fake-video-capture):
 * raw Y4M (4:2:0), drawn from the QR's modules, with no encoder or ffmpeg needed.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const W = 640;
const H = 480;

export function writeQrVideo(path: string, text: string, frames = 10): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = modules.size + quiet * 2;
  const scale = Math.floor((Math.min(W, H) * 0.8) / cells);
  const left = Math.floor((W - cells * scale) / 2);
  const top = Math.floor((H - cells * scale) / 2);
  const luma = Buffer.alloc(W * H, 235);
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) {
      if (!modules.get(r, c)) continue;
      for (let y = 0; y < scale; y++) {
        const row = (top + (r + quiet) * scale + y) * W + left + (c + quiet) * scale;
        luma.fill(16, row, row + scale);
      }
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
