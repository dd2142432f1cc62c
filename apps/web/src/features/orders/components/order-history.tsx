import { Tag } from 'primereact/tag';
import { CHANNEL_LABELS, type Order, type OrderChannel } from '@tickera/shared/schemas/orders';
import { formatDateTime } from '../../../lib/format';

/** What happened to the order, from the facts the API gives. */
export function OrderHistory({ order }: { order: Order }) {
  const issued = order.seats.filter((s) => s.ticketIssued).length;
  return (
    <>
      <ul className="order-history">
        <li>
          <i className="pi pi-plus-circle" aria-hidden="true" />
          <div>
            <strong>Creada</strong>
            <span>
              {formatDateTime(order.createdAt)} · canal{' '}
              {(CHANNEL_LABELS[order.channel as OrderChannel] ?? order.channel).toLowerCase()}
            </span>
          </div>
        </li>
        {order.status === 'PAGADA' ? (
          <li>
            <i className="pi pi-check-circle text-green-500" aria-hidden="true" />
            <div>
              <strong>Aprobada</strong>
              <span>{issued === 1 ? '1 entrada emitida' : `${issued} entradas emitidas`}</span>
            </div>
          </li>
        ) : null}
        {order.status === 'ANULADA' ? (
          <li>
            <i className="pi pi-times-circle text-red-500" aria-hidden="true" />
            <div>
              <strong>Anulada</strong>
              <span>Motivo: {order.cancellationReason ?? '—'}</span>
            </div>
          </li>
        ) : null}
        {order.status === 'PENDIENTE' ? (
          <li>
            <i className="pi pi-clock text-orange-500" aria-hidden="true" />
            <div>
              <strong>Pendiente de aprobación</strong>
              <span>{order.inReview ? 'Marcada en revisión' : 'Sin revisar'}</span>
              {order.paymentDueAt ? (
                <span>Se anula si no se paga antes de {formatDateTime(order.paymentDueAt)}</span>
              ) : null}
            </div>
          </li>
        ) : null}
      </ul>
      <div className="flex flex-wrap gap-2 mt-2">
        {order.courtesy ? <Tag value="Cortesía" severity="info" rounded /> : null}
        {order.credit ? <Tag value="Crédito" severity="warning" rounded /> : null}
      </div>
      {order.notes ? (
        <p className="text-sm text-color-secondary mb-0">
          <strong>Notas:</strong> {order.notes}
        </p>
      ) : null}
    </>
  );
}
