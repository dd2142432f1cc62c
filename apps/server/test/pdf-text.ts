/** Text out of the PDFs we write (pdfkit, standard fonts), for tests to compare. */
import { inflateSync } from 'node:zlib';

/**
 * The text of each page: pdfkit writes one content stream per page, so every stream that
 * draws text is inflated and its TJ/Tj strings decoded (standard fonts: WinAnsi ≈ latin1).
 */
export function pdfPages(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const m of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const bytes = pdf.subarray(start, raw.indexOf('endstream', start));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    const lines = [
      ...content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|(<[0-9a-fA-F]*>)\s*Tj/g),
    ].map((op) =>
      [...(op[1] ?? op[2]).matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1], 'hex').toString('latin1'))
        .join(''),
    );
    if (lines.length) pages.push(lines.join('\n'));
  }
  return pages;
}
export const pdfText = (pdf: Buffer) => pdfPages(pdf).join('\n');
