import { useState } from 'react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { can } from '@tickera/shared/permissions';
import type { Order } from '@tickera/shared/schemas/orders';
import { formatMoney, orderNumber } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { useOrderActions } from '../hooks/use-order-actions';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ShortfallDialog, type ShortfallDetails } from './shortfall-dialog';
import { ApiError } from '../../../lib/http';
import { customerName } from './order-labels';

/** The buttons a role may use on this order in its current state. */
export function OrderActions({ order }: { order: Order }) {
  const { user } = useAuth();
  const role = user?.role;
  const actions = useOrderActions(order.id);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [shortfall, setShortfall] = useState<ShortfallDetails | null>(null);
  const approve = () =>
    actions.approve.mutate(undefined, {
      onError: (error) => {
        if (
          error instanceof ApiError &&
          error.code === 'PAYMENT_AMOUNT_SHORT' &&
          can(role, 'orders.acceptShortfall')
        )
          setShortfall(error.details as unknown as ShortfallDetails);
      },
    });
  const pending = order.status === 'PENDIENTE';

  return (
    <div className="flex flex-wrap gap-2">
      {pending && can(role, 'orders.approve') ? (
        <Button
          label="Aprobar"
          icon="pi pi-check"
          severity="success"
          loading={actions.approve.isPending}
          onClick={() => setConfirmOpen(true)}
        />
      ) : null}
      {pending && can(role, 'orders.review') ? (
        <Button
          label={order.inReview ? 'Quitar revisión' : 'Marcar en revisión'}
          icon="pi pi-flag"
          severity="info"
          outlined
          loading={actions.review.isPending}
          onClick={() => actions.review.mutate(!order.inReview)}
        />
      ) : null}
      {order.status !== 'ANULADA' && can(role, 'orders.cancel') ? (
        <Button
          label="Anular"
          icon="pi pi-times"
          severity="danger"
          outlined
          onClick={() => setCancelOpen(true)}
        />
      ) : null}
      <Button
        label="Factura PDF"
        icon="pi pi-file-pdf"
        severity="secondary"
        outlined
        loading={actions.invoice.isPending}
        onClick={() => actions.invoice.mutate()}
      />
      {order.status === 'PAGADA' && can(role, 'tickets.manage') ? (
        <Button
          label="Reenviar entradas"
          icon="pi pi-envelope"
          severity="secondary"
          outlined
          loading={actions.resend.isPending}
          onClick={() => actions.resend.mutate()}
        />
      ) : null}
      <ConfirmDialog
        visible={confirmOpen}
        onHide={() => setConfirmOpen(false)}
        header="Aprobar pago"
        icon="pi pi-check-circle"
        message={
          <span>
            ¿Confirma el pago de la orden {orderNumber(order.number)} de {customerName(order)} por{' '}
            <strong>{formatMoney(order.total)}</strong> ({formatMoney(order.totalVes, 'VES')})? Se
            emitirán las entradas y se enviarán por correo.
          </span>
        }
        acceptLabel="Aprobar"
        rejectLabel="Cancelar"
        acceptIcon="pi pi-check"
        accept={approve}
      />
      {shortfall ? (
        <ShortfallDialog
          order={order}
          details={shortfall}
          busy={actions.approve.isPending}
          onHide={() => setShortfall(null)}
          onConfirm={(reason) =>
            actions.approve.mutate(
              { acceptShortfall: true, reason },
              { onSuccess: () => setShortfall(null) },
            )
          }
        />
      ) : null}
      {cancelOpen ? (
        <CancelOrderDialog
          visible={cancelOpen}
          busy={actions.cancel.isPending}
          onHide={() => setCancelOpen(false)}
          onConfirm={(values) =>
            actions.cancel.mutate(values, { onSuccess: () => setCancelOpen(false) })
          }
        />
      ) : null}
    </div>
  );
}
