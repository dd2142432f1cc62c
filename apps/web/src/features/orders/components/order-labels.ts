import { PAYMENT_METHOD_LABELS } from '@tickera/shared/schemas/orders';
import type { Order } from '@tickera/shared/schemas/orders';

/** "Transferencia", "Pago móvil"…, or the code itself when the method is new. */
export function paymentMethodLabel(method: string): string {
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
}

export function customerName(order: Pick<Order, 'customer'>): string {
  return `${order.customer.name} ${order.customer.lastName}`.trim();
}

/** "A-3, A-4" — or "A-3, A-4 y 5 más" for a long order. */
export function seatList(order: Pick<Order, 'seats'>, max = 4): string {
  const names = order.seats.map((s) => s.seat.name);
  if (names.length <= max) return names.join(', ');
  return `${names.slice(0, max).join(', ')} y ${names.length - max} más`;
}
