/**
 * The order invoice as a PDF (pdfkit): store header with logo, customer and event, one
 * line per seat, totals in USD and in Bs.S at the order's frozen rate, the signature.
 * Cancelled orders still print, stamped ANULADA on every page.
 */
import PDFDocument from 'pdfkit';
import type { Invoice } from './invoice-data';
import { formatDateTime, formatEventDay, formatTime } from '../../lib/es-format';
import {
  COLORS,
  CONTENT_WIDTH,
  MARGIN,
  bottomLimit,
  drawImage,
  footerY,
  hline,
  measure,
  write,
  type Doc,
} from '../../lib/pdf-layout';
import {
  SIGNATURE_HEIGHT,
  drawLines,
  drawSignature,
  drawSummary,
  summaryHeight,
} from './invoice-sections';

const STATUS_COLORS = {
  PAGADA: COLORS.success,
  PENDIENTE: COLORS.warning,
  ANULADA: COLORS.danger,
};

export function invoiceTitle(inv: Invoice): string {
  return `Factura N.º ${inv.order.number}`;
}

function storeName(inv: Invoice): string {
  return inv.store?.name ?? 'Tickera';
}

function drawHeader(doc: Doc, inv: Invoice): number {
  const o = inv.order;
  let y = MARGIN;
  // The logo, or the store's name in large type when it has none that pdfkit can draw.
  const logo = inv.store?.logo;
  if (logo && drawImage(doc, logo, MARGIN, y, [200, 62])) y += 68;
  else y += write(doc, storeName(inv), MARGIN, y, { bold: true, size: 22, width: 300 }) + 6;
  if (logo) y += write(doc, storeName(inv), MARGIN, y, { bold: true, size: 11, width: 300 }) + 2;
  if (inv.store?.rif)
    y += write(doc, `RIF: ${inv.store.rif}`, MARGIN, y, {
      size: 9,
      color: COLORS.muted,
      width: 300,
    });

  const rx = MARGIN + CONTENT_WIDTH - 220;
  write(doc, 'FACTURA', rx, MARGIN, {
    bold: true,
    size: 22,
    color: COLORS.primary,
    width: 220,
    align: 'right',
  });
  write(doc, `N.º ${o.number}`, rx, MARGIN + 28, {
    bold: true,
    size: 12,
    width: 220,
    align: 'right',
  });
  write(doc, `Fecha: ${formatDateTime(o.createdAt)}`, rx, MARGIN + 46, {
    size: 9,
    color: COLORS.muted,
    width: 220,
    align: 'right',
  });
  const badgeW = 86;
  const badgeX = MARGIN + CONTENT_WIDTH - badgeW;
  doc.roundedRect(badgeX, MARGIN + 62, badgeW, 18, 9).fill(STATUS_COLORS[o.status]);
  write(doc, o.status, badgeX, MARGIN + 67, {
    bold: true,
    size: 8.5,
    color: '#FFFFFF',
    width: badgeW,
    align: 'center',
  });

  y = Math.max(y, MARGIN + 84) + 10;
  hline(doc, y, COLORS.primary, 2);
  return y + 14;
}

type Row = [label: string, value: string];

/** A titled box of label/value rows; returns its height (drawn only when `draw`). */
function infoBox(doc: Doc, title: string, rows: Row[], x: number, y: number, w: number, h = 0) {
  const valueW = w - 20 - 62;
  const heights = rows.map(([, v]) =>
    Math.max(12, measure(doc, v, { size: 9, width: valueW }) + 2),
  );
  const height = Math.max(h, 26 + heights.reduce((a, b) => a + b, 0) + 6);
  if (h) {
    doc.roundedRect(x, y, w, height, 4).lineWidth(0.75).strokeColor(COLORS.border).stroke();
    write(doc, title, x + 10, y + 9, { bold: true, size: 8, color: COLORS.primary });
    let ry = y + 24;
    rows.forEach(([label, value], i) => {
      write(doc, label, x + 10, ry + 0.5, {
        bold: true,
        size: 8.5,
        color: COLORS.muted,
        width: 60,
      });
      write(doc, value, x + 72, ry, { size: 9, width: valueW, wrap: true });
      ry += heights[i];
    });
  }
  return height;
}

function drawParties(doc: Doc, inv: Invoice, y: number): number {
  const o = inv.order;
  const customer: Row[] = [
    ['Nombre', `${o.customer.name} ${o.customer.lastName}`.trim() || '—'],
    ['Cédula', inv.customerIdentification ?? '—'],
    ['Correo', o.customer.email ?? '—'],
  ];
  const { name: venue, city } = o.event.location;
  const event: Row[] = [
    ['Evento', o.event.name],
    ['Fecha', formatEventDay(o.event.startAt)],
    ['Hora', formatTime(o.event.startAt)],
    ['Lugar', inv.venueAddress ? `${venue}\n${inv.venueAddress}, ${city}` : `${venue}, ${city}`],
  ];
  const w = (CONTENT_WIDTH - 15) / 2;
  const h = Math.max(infoBox(doc, '', customer, 0, 0, w), infoBox(doc, '', event, 0, 0, w));
  infoBox(doc, 'CLIENTE', customer, MARGIN, y, w, h);
  infoBox(doc, 'EVENTO', event, MARGIN + w + 15, y, w, h);
  y += h + 14;

  if (o.status === 'ANULADA') {
    const text = `ORDEN ANULADA${o.cancellationReason ? ` — Motivo: ${o.cancellationReason}` : ''}`;
    const th = measure(doc, text, { bold: true, size: 9, width: CONTENT_WIDTH - 20 });
    doc.roundedRect(MARGIN, y, CONTENT_WIDTH, th + 12, 4).fill('#FDECEA');
    write(doc, text, MARGIN + 10, y + 6, {
      bold: true,
      size: 9,
      color: COLORS.danger,
      width: CONTENT_WIDTH - 20,
      wrap: true,
    });
    y += th + 24;
  }
  return y;
}

/** Top of every page after the first: whose invoice this is, then the content. */
function continuation(doc: Doc, inv: Invoice): number {
  doc.addPage();
  write(doc, `${invoiceTitle(inv)} (continuación)`, MARGIN, MARGIN, { bold: true, size: 10 });
  write(doc, storeName(inv), MARGIN, MARGIN, {
    size: 9,
    color: COLORS.muted,
    align: 'right',
  });
  hline(doc, MARGIN + 18, COLORS.primary, 1);
  return MARGIN + 30;
}

/** Footer and, on cancelled orders, the ANULADA stamp, on every buffered page. */
function decoratePages(doc: Doc, inv: Invoice) {
  const { start, count } = doc.bufferedPageRange();
  const generated = `Generado el ${formatDateTime(new Date())}`;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = footerY(doc);
    hline(doc, y - 6, COLORS.border, 0.5);
    write(doc, `${storeName(inv)} · ${invoiceTitle(inv)} · ${generated}`, MARGIN, y, {
      size: 7.5,
      color: COLORS.muted,
      width: CONTENT_WIDTH - 80,
    });
    write(doc, `Página ${i - start + 1} de ${count}`, MARGIN, y, {
      size: 7.5,
      color: COLORS.muted,
      align: 'right',
    });
    if (inv.order.status === 'ANULADA') {
      const cx = doc.page.width / 2;
      const cy = doc.page.height / 2;
      doc.save().rotate(-30, { origin: [cx, cy] });
      doc.fillOpacity(0.16).strokeOpacity(0.4);
      doc
        .roundedRect(cx - 230, cy - 56, 460, 112, 14)
        .lineWidth(6)
        .strokeColor(COLORS.danger)
        .stroke();
      write(doc, 'ANULADA', cx - 230, cy - 36, {
        bold: true,
        size: 80,
        color: COLORS.danger,
        width: 460,
        align: 'center',
      });
      doc.restore();
    }
  }
}

export function renderInvoicePdf(inv: Invoice): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'es-VE',
    displayTitle: true,
    info: {
      Title: invoiceTitle(inv),
      Author: storeName(inv),
      Subject: inv.order.event.name,
      Creator: 'Tickera',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const newPage = () => continuation(doc, inv);
  let y = drawHeader(doc, inv);
  y = drawParties(doc, inv, y);
  y = drawLines(doc, inv, y, newPage);
  if (y + summaryHeight(inv) > bottomLimit(doc)) y = newPage();
  y = drawSummary(doc, inv, y);
  if (y + SIGNATURE_HEIGHT > bottomLimit(doc)) y = newPage();
  drawSignature(doc, inv, y + 8);
  decoratePages(doc, inv);
  doc.end();
  return done;
}
