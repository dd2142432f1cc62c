/**
 * The settlement as a document the producer signs: the store's legal data, the event and
 * the period, zones and payment methods, the totals in USD and Bs.S, the date and time of
 * issue, and two signature lines.
 */
import PDFDocument from 'pdfkit';
import type { Settlement } from '@tickera/shared/schemas/reports';
import { formatAmount, formatDateTime, formatDay, formatEventDay } from '../../lib/es-format';
import {
  COLORS,
  CONTENT_WIDTH,
  MARGIN,
  bottomLimit,
  footerY,
  hline,
  write,
  type Doc,
} from '../../lib/pdf-layout';

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

const ROW = 16;

/** A table with a shaded header; starts a new page when the next row would not fit. */
function table(doc: Doc, y: number, columns: Column[], body: string[][], bold = -1): number {
  const header = (top: number) => {
    doc.rect(MARGIN, top, CONTENT_WIDTH, ROW).fill(COLORS.primarySoft);
    let x = MARGIN + 4;
    for (const c of columns) {
      write(doc, c.title, x, top + 4, { bold: true, width: c.width - 8, align: c.align });
      x += c.width;
    }
    return top + ROW;
  };
  y = header(y);
  for (const [i, cells] of body.entries()) {
    if (y + ROW > bottomLimit(doc)) {
      doc.addPage();
      y = header(MARGIN);
    }
    if (i % 2 === 1) doc.rect(MARGIN, y, CONTENT_WIDTH, ROW).fill(COLORS.zebra);
    let x = MARGIN + 4;
    for (const [k, c] of columns.entries()) {
      write(doc, cells[k], x, y + 4, { width: c.width - 8, align: c.align, bold: i === bold });
      x += c.width;
    }
    y += ROW;
  }
  hline(doc, y);
  return y + 14;
}

function heading(doc: Doc, text: string, y: number): number {
  if (y + 60 > bottomLimit(doc)) {
    doc.addPage();
    y = MARGIN;
  }
  return y + write(doc, text, MARGIN, y, { bold: true, size: 11, color: COLORS.primary }) + 6;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const usd = (v: string) => `$ ${formatAmount(v)}`;
const ves = (v: string) => `Bs.S ${formatAmount(v)}`;

function drawHeader(doc: Doc, s: Settlement): number {
  let y = MARGIN;
  const storeName = s.store?.name ?? s.operator.name ?? 'Tickera';
  y += write(doc, storeName, MARGIN, y, { bold: true, size: 18, width: 300 }) + 4;
  const rif = s.store?.rif;
  if (rif) y += write(doc, `RIF: ${rif}`, MARGIN, y, { size: 9, color: COLORS.muted, width: 300 });
  const rx = MARGIN + CONTENT_WIDTH - 230;
  write(doc, 'REPORTE DE LIQUIDACIÓN', rx, MARGIN, {
    bold: true,
    size: 13,
    width: 230,
    align: 'right',
  });
  write(doc, `Emitido: ${formatDateTime(s.issuedAt)}`, rx, MARGIN + 18, {
    size: 9,
    width: 230,
    align: 'right',
  });
  const operator = [s.operator.name, s.operator.rif && `RIF ${s.operator.rif}`]
    .filter(Boolean)
    .join(' · ');
  if (operator)
    write(doc, `Operadora: ${operator}`, rx, MARGIN + 30, {
      size: 9,
      color: COLORS.muted,
      width: 230,
      align: 'right',
    });
  y = Math.max(y, MARGIN + 44) + 8;
  hline(doc, y, COLORS.primary, 1.5);
  y += 10;
  y += write(doc, `${s.event.name} (${s.event.code})`, MARGIN, y, { bold: true, size: 12 }) + 2;
  y += write(doc, `${formatEventDay(s.event.startAt)} · ${s.event.locationName}`, MARGIN, y) + 2;
  const period =
    s.from || s.to
      ? `Ventas del ${s.from ? formatDay(s.from) : 'inicio'} al ${s.to ? formatDay(s.to) : formatDay(s.issuedAt)}`
      : 'Todas las ventas del evento';
  y += write(
    doc,
    `${period} (órdenes pagadas; montos en Bs.S a la tasa de cada orden)`,
    MARGIN,
    y,
    {
      color: COLORS.muted,
    },
  );
  return y + 14;
}

function drawSignatures(doc: Doc, s: Settlement, y: number) {
  if (y + 90 > bottomLimit(doc)) {
    doc.addPage();
    y = MARGIN;
  }
  y += 50;
  const w = (CONTENT_WIDTH - 40) / 2;
  const sides = [
    ['Por el productor', s.store?.name ?? ''],
    ['Por la operadora', s.operator.name],
  ];
  for (const [i, [role, name]] of sides.entries()) {
    const x = MARGIN + i * (w + 40);
    doc
      .moveTo(x, y)
      .lineTo(x + w, y)
      .lineWidth(0.75)
      .strokeColor(COLORS.text)
      .stroke();
    write(doc, role, x, y + 4, { bold: true, width: w, align: 'center' });
    write(doc, name, x, y + 16, { width: w, align: 'center', color: COLORS.muted });
    write(doc, 'Nombre, C.I. y fecha', x, y + 28, {
      size: 8,
      width: w,
      align: 'center',
      color: COLORS.muted,
    });
  }
}

export function settlementPdf(s: Settlement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Liquidación ${s.event.code}`, Author: s.operator.name || 'Tickera' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  let y = drawHeader(doc, s);
  const t = s.totals;
  y = heading(doc, 'Ventas por zona', y);
  y = table(
    doc,
    y,
    [
      { title: 'Zona', width: 200 },
      { title: 'Asientos', width: 70, align: 'right' },
      { title: 'Bruto USD', width: 122, align: 'right' },
      { title: 'Bruto Bs.S', width: CONTENT_WIDTH - 392, align: 'right' },
    ],
    [
      ...s.zones.map((z) => [z.zoneName, String(z.seatsSold), usd(z.gross), ves(z.grossVes)]),
      ['Total', String(t.seatsSold), usd(t.gross), ves(t.grossVes)],
    ],
    s.zones.length,
  );

  y = heading(doc, 'Por método de pago', y);
  y = table(
    doc,
    y,
    [
      { title: 'Método', width: 160 },
      { title: 'Órdenes', width: 60, align: 'right' },
      { title: 'Asientos', width: 60, align: 'right' },
      { title: 'Total USD', width: 112, align: 'right' },
      { title: 'Total Bs.S', width: CONTENT_WIDTH - 392, align: 'right' },
    ],
    s.byPaymentMethod.length
      ? s.byPaymentMethod.map((m) => [
          m.label,
          String(m.orders),
          String(m.seats),
          usd(m.total),
          ves(m.totalVes),
        ])
      : [['Sin ventas pagadas', '', '', '', '']],
  );

  y = heading(doc, 'Liquidación', y);
  y = table(
    doc,
    y,
    [
      { title: 'Concepto', width: 270 },
      { title: 'USD', width: 122, align: 'right' },
      { title: 'Bs.S', width: CONTENT_WIDTH - 392, align: 'right' },
    ],
    [
      [
        `Venta bruta (${count(t.seatsSold, 'asiento', 'asientos')}, ${count(t.orders, 'orden', 'órdenes')})`,
        usd(t.gross),
        ves(t.grossVes),
      ],
      ['(-) Descuentos por cupones', usd(t.discount), ves(t.discountVes)],
      ['(+) Comisión de servicio cobrada al comprador', usd(t.feeCharged), ves(t.feeChargedVes)],
      ['(+) Impuesto', usd(t.tax), ves(t.taxVes)],
      ['(+) IVA sobre la comisión', usd(t.iva), ves(t.ivaVes)],
      ['= Total pagado por los compradores', usd(t.total), ves(t.totalVes)],
      ['(-) Comisión de servicio', usd(t.fee), ves(t.feeVes)],
      ['(-) Impuesto', usd(t.tax), ves(t.taxVes)],
      ['(-) IVA', usd(t.iva), ves(t.ivaVes)],
      ['= Neto al productor', usd(t.net), ves(t.netVes)],
    ],
    9,
  );

  y = heading(doc, 'Otros movimientos del período', y);
  y = table(
    doc,
    y,
    [
      { title: 'Concepto', width: 270 },
      { title: 'USD', width: 122, align: 'right' },
      { title: 'Bs.S', width: CONTENT_WIDTH - 392, align: 'right' },
    ],
    [
      [
        `Cortesías: ${count(t.courtesies, 'asiento', 'asientos')} (valor nominal)`,
        usd(t.courtesyValue),
        '',
      ],
      [
        `Ventas a crédito por cobrar: ${count(t.creditOrders, 'orden', 'órdenes')}`,
        usd(t.credits),
        ves(t.creditsVes),
      ],
      [`Órdenes anuladas: ${t.cancelled}`, usd(t.cancelledTotal), ves(t.cancelledTotalVes)],
      [`Órdenes pendientes de pago: ${t.pending}`, usd(t.pendingTotal), ''],
    ],
  );
  drawSignatures(doc, s, y);

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    write(
      doc,
      `Liquidación ${s.event.code} · emitida ${formatDateTime(s.issuedAt)} · página ${i + 1} de ${range.count}`,
      MARGIN,
      footerY(doc),
      { size: 8, color: COLORS.muted, align: 'center' },
    );
  }
  doc.end();
  return done;
}
