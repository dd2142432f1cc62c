/** Printable e-tickets: one page per ticket with its QR, event, seat and holder. */
import PDFDocument from 'pdfkit';
import { qrPng } from '../../lib/qr';
import { accessPhrase } from '@tickera/shared/place-names';
import type { Order } from '@tickera/shared/schemas/orders';
import { HARDTICKET_NOTE } from './ticket-mail';
import { formatEventDay, formatTime } from '../../lib/es-format';

const ORANGE = '#f57c00';
/** A wheelchair space or its companion seat, under the seat: an orange dark enough to read. */
const ACCESS_INK = '#9a3412';
const PAGE: [number, number] = [420, 595]; // A5 portrait, points

export async function renderTicketsPdf(order: Order): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE,
    margin: 32,
    info: { Title: `Entradas orden ${order.number}`, Author: 'Tickera' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const tickets = order.seats.filter((s) => s.ticket);
  for (const [i, s] of tickets.entries()) {
    if (i > 0) doc.addPage();
    doc.rect(0, 0, PAGE[0], 70).fill(ORANGE);
    doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text('Tickera', 32, 22);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Entrada ${i + 1} de ${tickets.length} · Orden N.º ${order.number}`, 32, 46);
    doc
      .fillColor('#222222')
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(order.event.name, 32, 90, { width: PAGE[0] - 64 });
    doc.font('Helvetica').fontSize(11).fillColor('#444444');
    doc.text(`${formatEventDay(order.event.startAt)} · ${formatTime(order.event.startAt)}`);
    doc.text(`${order.event.location.name}, ${order.event.location.city}`);
    const qr = await qrPng(s.ticket!.code, { width: 400 });
    const size = 220;
    const top = doc.y + 16;
    doc.image(qr, (PAGE[0] - size) / 2, top, { width: size, height: size });
    doc.y = top + size + 12;
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#222222')
      .text(`${s.zone.name} · ${s.seat.name}`, 32, doc.y, { align: 'center', width: PAGE[0] - 64 });
    const access = accessPhrase(s.seat.access);
    if (access)
      doc
        .fillColor(ACCESS_INK)
        .fontSize(12)
        .text(access, { align: 'center', width: PAGE[0] - 64 });
    doc
      .font('Courier')
      .fontSize(10)
      .fillColor('#555555')
      .text(s.ticket!.code, { align: 'center', width: PAGE[0] - 64 });
    doc.moveDown(0.8);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#444444')
      .text(`Titular: ${order.customer.name} ${order.customer.lastName}`, {
        align: 'center',
        width: PAGE[0] - 64,
      });
    if (order.event.printTypes.includes('HARDTICKET')) {
      doc
        .moveDown(0.8)
        .fontSize(9)
        .fillColor(ORANGE)
        .text(HARDTICKET_NOTE, { align: 'center', width: PAGE[0] - 64 });
    }
    doc
      .fontSize(8)
      .fillColor('#888888')
      .text(
        'Válida una sola vez. No la compartas: el primer escaneo es el que entra.',
        32,
        PAGE[1] - 50,
        { align: 'center', width: PAGE[0] - 64 },
      );
  }
  doc.end();
  return done;
}
