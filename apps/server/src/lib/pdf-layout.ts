/** Drawing primitives of our PDFs (invoice, tickets, settlement): page geometry, colours and single-line text cells. */
import type PDFDocument from 'pdfkit';

export type Doc = InstanceType<typeof PDFDocument>;

/** A4 in points, with 40 pt margins and a band at the bottom for the page footer. */
export const MARGIN = 40;
export const PAGE_WIDTH = 595.28;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_BAND = 34;

export const COLORS = {
  primary: '#F57C00', // saga-orange, the theme of the web app
  primarySoft: '#FFF3E0',
  text: '#263238',
  muted: '#6B7280',
  border: '#D9DDE1',
  zebra: '#F7F8FA',
  danger: '#C62828',
  success: '#2E7D32',
  warning: '#B26A00',
};

export interface TextStyle {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Wrap into several lines (default: one line, cut with "…" to the width). */
  wrap?: boolean;
}

function font(doc: Doc, s: TextStyle): Doc {
  const face = s.bold
    ? s.italic
      ? 'Helvetica-BoldOblique'
      : 'Helvetica-Bold'
    : s.italic
      ? 'Helvetica-Oblique'
      : 'Helvetica';
  return doc
    .font(face)
    .fontSize(s.size ?? 9)
    .fillColor(s.color ?? COLORS.text);
}

/** The text cut with "…" so it fits `width` at the current font. */
export function fitText(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Writes text at (x, y) and returns the height it took. */
export function write(doc: Doc, text: string, x: number, y: number, style: TextStyle = {}): number {
  font(doc, style);
  const width = style.width ?? CONTENT_WIDTH;
  if (style.wrap) {
    doc.text(text, x, y, { width, align: style.align ?? 'left' });
    return doc.heightOfString(text, { width });
  }
  doc.text(fitText(doc, text, width), x, y, {
    width,
    align: style.align ?? 'left',
    lineBreak: false,
  });
  return doc.currentLineHeight();
}

/** Height of wrapped text in a style, without drawing it. */
export function measure(doc: Doc, text: string, style: TextStyle & { width: number }): number {
  font(doc, style);
  return doc.heightOfString(text, { width: style.width });
}

export function hline(doc: Doc, y: number, color = COLORS.border, lineWidth = 0.75, x = MARGIN) {
  doc
    .moveTo(x, y)
    .lineTo(x + CONTENT_WIDTH - (x - MARGIN), y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
}

/** The lowest y content may reach on a page (the footer lives below it). */
export function bottomLimit(doc: Doc): number {
  return doc.page.height - MARGIN - FOOTER_BAND;
}

/** Where the page footer is written. */
export function footerY(doc: Doc): number {
  return doc.page.height - MARGIN - 10;
}

/** Draws an image fitted into a box; a corrupt image is skipped rather than failing the invoice. */
export function drawImage(
  doc: Doc,
  image: Buffer,
  x: number,
  y: number,
  fit: [number, number],
  align: 'left' | 'center' = 'left',
): boolean {
  try {
    doc.image(image, x, y, { fit, ...(align === 'center' ? { align } : {}), valign: 'center' });
    return true;
  } catch {
    return false;
  }
}
