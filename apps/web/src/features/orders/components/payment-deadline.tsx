import type { Order } from '@tickera/shared/schemas/orders';
import { formatDateTime } from '../../../lib/format';

/** "Pague antes de …" (America/Caracas) while the order waits for its payment. */
export function PaymentDeadline({ order }: { order: Pick<Order, 'status' | 'paymentDueAt'> }) {
  if (order.status !== 'PENDIENTE' || !order.paymentDueAt) return null;
  return (
    <p className="payment-deadline">
      <i className="pi pi-clock" aria-hidden="true" />
      <span>
        Pague antes de <strong>{formatDateTime(order.paymentDueAt)}</strong> (hora de Caracas). Si
        el pago no se verifica a tiempo, la orden se anula y los asientos vuelven a la venta.
      </span>
    </p>
  );
}
