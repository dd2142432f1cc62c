/** The body of the invoice: the lines table (breaking across pages), totals, payment, signature. */
import { toCents } from '@tickera/shared/money';
import { PAYMENT_METHOD_LABELS } from '@tickera/shared/schemas/orders';
import type { Invoice } from './invoice-data';
import { formatAmount, formatDay, formatRateEs } from '../../lib/es-format';
import {
  COLORS,
  CONTENT_WIDTH,
  MARGIN,
  bottomLimit,
  drawImage,
  fitText,
  hline,
  measure,
  write,
  type Doc,
} from '../../lib/pdf-layout';

const ROW_H = 18;
const COLUMNS = [
  { title: 'N.º', width: 34, align: 'left' as const },
  { title: 'Zona', width: 221, align: 'left' as const },
  { title: 'Fila', width: 70, align: 'left' as const },
  { title: 'Asiento', width: 90, align: 'left' as const },
  { title: 'Precio (USD)', width: 100, align: 'right' as const },
];

function tableHeader(doc: Doc, y: number): number {
  doc.rect(MARGIN, y, CONTENT_WIDTH, ROW_H + 2).fill(COLORS.primary);
  let x = MARGIN;
  for (const c of COLUMNS) {
    write(doc, c.title, x + 6, y + 6, {
      bold: true,
      size: 8.5,
      color: '#FFFFFF',
      width: c.width - 12,
      align: c.align,
    });
    x += c.width;
  }
  return y + ROW_H + 2;
}

/**
 * One row per seat. When the next row would cross the page bottom, a new page starts
 * with the continuation header and the column titles again.
 */
export function drawLines(doc: Doc, inv: Invoice, y: number, newPage: () => number): number {
  write(doc, 'DETALLE DE LA COMPRA', MARGIN, y, { bold: true, size: 8, color: COLORS.primary });
  y = tableHeader(doc, y + 13);
  inv.order.seats.forEach((s, i) => {
    if (y + ROW_H > bottomLimit(doc)) y = tableHeader(doc, newPage());
    if (i % 2 === 1) doc.rect(MARGIN, y, CONTENT_WIDTH, ROW_H).fill(COLORS.zebra);
    const cells = [String(i + 1), s.zone.name, s.seat.row, s.seat.name, formatAmount(s.price)];
    let x = MARGIN;
    for (const [k, c] of COLUMNS.entries()) {
      write(doc, cells[k], x + 6, y + 5, { width: c.width - 12, align: c.align });
      x += c.width;
    }
    y += ROW_H;
  });
  hline(doc, y, COLORS.border);
  return y;
}

interface TotalLine {
  label: string;
  amount: string;
  muted?: boolean;
}

function totalLines(inv: Invoice): TotalLine[] {
  const o = inv.order;
  const count = o.seats.length;
  const lines: TotalLine[] = [
    { label: `Subtotal (${count} ${count === 1 ? 'entrada' : 'entradas'})`, amount: o.basePrice },
  ];
  if (toCents(o.discount) !== 0n || o.couponCode)
    lines.push({
      label: o.couponCode ? `Descuento (cupón ${o.couponCode})` : 'Descuento',
      amount: `-${o.discount}`,
    });
  lines.push(
    inv.feeOnlyDeclarative
      ? { label: 'Cargo por servicio (declarativo)*', amount: o.fee, muted: true }
      : { label: 'Cargo por servicio', amount: o.fee },
    { label: 'Impuesto', amount: o.tax },
    { label: 'IVA', amount: o.iva },
  );
  return lines;
}

function paymentLines(inv: Invoice): [string, string][] {
  const o = inv.order;
  const method =
    PAYMENT_METHOD_LABELS[o.paymentMethod as keyof typeof PAYMENT_METHOD_LABELS] ?? o.paymentMethod;
  const lines: [string, string][] = [['Método', method]];
  if (o.courtesy) lines.push(['Tipo', 'Cortesía']);
  if (o.credit) lines.push(['Tipo', 'Crédito']);
  const p = o.payment;
  if (p?.bankName) lines.push(['Banco', p.bankName]);
  if (p?.reference) lines.push(['Referencia', p.reference]);
  if (p?.date) lines.push(['Fecha de pago', formatDay(p.date)]);
  if (p)
    lines.push([
      'Monto pagado',
      `${p.currency === 'VES' ? 'Bs.S' : 'USD'} ${formatAmount(p.amount)}`,
    ]);
  return lines;
}

const BOX_W = 250;
const LINE_H = 15;
const BAND_H = 22;

export function summaryHeight(inv: Invoice): number {
  const totals =
    totalLines(inv).length * LINE_H + 2 * BAND_H + 20 + (inv.feeOnlyDeclarative ? 22 : 0);
  const payment = 26 + paymentLines(inv).length * LINE_H;
  return Math.max(totals, payment) + 24;
}

function band(doc: Doc, x: number, y: number, label: string, amount: string, fill: string) {
  doc.roundedRect(x, y, BOX_W, BAND_H, 3).fill(fill);
  const color = fill === COLORS.primary ? '#FFFFFF' : COLORS.text;
  write(doc, label, x + 10, y + 6.5, { bold: true, size: 10, color, width: 110 });
  write(doc, amount, x + 110, y + 6.5, {
    bold: true,
    size: 10,
    color,
    width: BOX_W - 120,
    align: 'right',
  });
}

/** Payment on the left, the totals box on the right: USD, the frozen BCV rate, Bs.S. */
export function drawSummary(doc: Doc, inv: Invoice, y: number): number {
  const o = inv.order;
  const top = y + 14;
  const right = MARGIN + CONTENT_WIDTH - BOX_W;

  // Payment.
  const pay = paymentLines(inv);
  const payH = 26 + pay.length * LINE_H;
  doc.roundedRect(MARGIN, top, BOX_W, payH, 4).lineWidth(0.75).strokeColor(COLORS.border).stroke();
  write(doc, 'FORMA DE PAGO', MARGIN + 10, top + 9, { bold: true, size: 8, color: COLORS.primary });
  pay.forEach(([label, value], i) => {
    const ly = top + 24 + i * LINE_H;
    write(doc, `${label}:`, MARGIN + 10, ly, { bold: true, color: COLORS.muted, width: 80 });
    write(doc, value, MARGIN + 92, ly, { width: BOX_W - 102 });
  });

  // Totals.
  let ty = top + 2;
  for (const line of totalLines(inv)) {
    const style = { color: line.muted ? COLORS.muted : COLORS.text, italic: line.muted };
    write(doc, line.label, right + 10, ty, { ...style, width: 160 });
    write(doc, formatAmount(line.amount), right + 160, ty, {
      ...style,
      width: BOX_W - 170,
      align: 'right',
    });
    ty += LINE_H;
  }
  if (inv.feeOnlyDeclarative) {
    const note = '* Cargo declarado en la factura; no se suma al total cobrado.';
    ty += write(doc, note, right + 10, ty, {
      size: 7.5,
      italic: true,
      color: COLORS.muted,
      width: BOX_W - 20,
      wrap: true,
    });
    ty += 4;
  }
  band(doc, right, ty + 2, 'TOTAL USD', formatAmount(o.total), COLORS.primary);
  ty += BAND_H + 8;
  write(doc, `Tasa BCV: ${formatRateEs(o.rate)} Bs.S/USD`, right + 10, ty, {
    size: 8.5,
    color: COLORS.muted,
    width: BOX_W - 20,
    align: 'right',
  });
  ty += 13;
  band(doc, right, ty, 'TOTAL Bs.S', formatAmount(o.totalVes), COLORS.primarySoft);
  return Math.max(ty + BAND_H, top + payH) + 10;
}

export const SIGNATURE_HEIGHT = 118;

/** Closing note on the left; the store's signature over the line on the right. */
export function drawSignature(doc: Doc, inv: Invoice, y: number): number {
  const x = MARGIN + CONTENT_WIDTH - BOX_W;
  const lineY = y + 78;
  const b = inv.business;
  const seller = b.name ? `${b.name}${b.rif ? ` (RIF ${b.rif})` : ''}. ` : '';
  const help = b.supportEmail ? ` Soporte: ${b.supportEmail} · WhatsApp ${b.supportWhatsApp}.` : '';
  const note = `${seller}Gracias por su compra. Cada entrada se presenta en la puerta con su código QR y es válida solo mientras la orden esté PAGADA.${help}`;
  const noteH = measure(doc, note, { size: 8, width: BOX_W - 20 });
  write(doc, note, MARGIN, lineY - noteH + 8, {
    size: 8,
    color: COLORS.muted,
    width: BOX_W - 20,
    wrap: true,
  });
  if (inv.store?.signature) drawImage(doc, inv.store.signature, x + 35, y + 8, [180, 66], 'center');
  hline(doc, lineY, COLORS.text, 0.75, x);
  write(doc, 'Firma autorizada', x, lineY + 6, {
    bold: true,
    size: 8.5,
    width: BOX_W,
    align: 'center',
  });
  const who = [inv.store?.name, inv.store?.rif ? `RIF ${inv.store.rif}` : null].filter(Boolean);
  doc.font('Helvetica').fontSize(8);
  write(doc, fitText(doc, who.join(' · '), BOX_W), x, lineY + 19, {
    size: 8,
    color: COLORS.muted,
    width: BOX_W,
    align: 'center',
  });
  return lineY + 32;
}
