import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { can } from '@tickera/shared/permissions';
import type { Order } from '@tickera/shared/schemas/orders';
import { formatMoney } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { INSTANT_METHODS } from '../box-office-form';
import { useOrderActions } from '../hooks/use-order-actions';
import { paymentMethodLabel } from './order-labels';

/** Right after a cash or card sale: the money is in hand, so offer to approve at once. */
export function ApproveNowBanner({ order }: { order: Order }) {
  const { user } = useAuth();
  const { approve } = useOrderActions(order.id);
  if (
    order.status !== 'PENDIENTE' ||
    !INSTANT_METHODS.includes(order.paymentMethod) ||
    !can(user?.role, 'orders.approve')
  ) {
    return null;
  }
  const amount =
    order.paymentMethod === 'EFECTIVO_USD'
      ? formatMoney(order.total)
      : formatMoney(order.totalVes, 'VES');
  return (
    <Message
      severity="success"
      className="w-full justify-content-start mb-3"
      content={
        <div className="flex flex-wrap align-items-center gap-3 w-full">
          <span className="flex-1">
            Venta registrada con {paymentMethodLabel(order.paymentMethod)}. Si ya recibió{' '}
            <strong>{amount}</strong>, apruébela ahora para emitir las entradas.
          </span>
          <Button
            label="Aprobar ahora"
            icon="pi pi-check"
            severity="success"
            loading={approve.isPending}
            onClick={() => approve.mutate()}
          />
        </div>
      }
    />
  );
}
