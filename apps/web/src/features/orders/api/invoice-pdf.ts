import { downloadApiFile, openApiFile } from '../../../lib/api-file';
import { orderNumber } from '../../../lib/format';

/** Opens the order's invoice (PDF) in a new tab. */
export function openInvoicePdf(orderId: string): Promise<void> {
  return openApiFile(`/orders/${orderId}/invoice.pdf`, 'No se pudo obtener la factura.');
}

/** Saves the order's printable tickets (PDF, one per page with its QR). */
export function downloadTicketsPdf(order: { id: string; number: number }): Promise<void> {
  return downloadApiFile(
    `/orders/${order.id}/tickets.pdf`,
    `entradas-${orderNumber(order.number).replace(/\D/g, '')}.pdf`,
    'No se pudieron obtener las entradas.',
  );
}
