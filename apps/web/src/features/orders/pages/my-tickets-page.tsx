import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { formatDateTime, formatEventDay, formatTime, orderNumber } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { useAuth } from '../../../lib/session';
import { myOrdersQuery } from '../api/orders-api';
import { receivedTicketsQuery } from '../../tickets/api/after-sale-api';
import { OrderLines } from '../components/order-lines';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { PaymentDeadline } from '../components/payment-deadline';
import { TicketGrid } from '../components/ticket-grid';
import { TicketsPdfButton } from '../components/tickets-pdf-button';
import { ReceivedTickets } from '../components/received-tickets';
import { ShareTicketsButton } from '../components/share-tickets-button';
import { TransferTicketDialog } from '../components/transfer-ticket-dialog';
import '../orders.css';

/** /dashboard/mytickets: the buyer's orders (not ANULADA) and, once paid, the QR tickets. */
export function MyTicketsPage() {
  const { user } = useAuth();
  const orders = useQuery(myOrdersQuery(user?.id));
  const received = useQuery(receivedTicketsQuery(user?.id));
  const [passing, setPassing] = useState<{ id: string; label: string } | null>(null);

  return (
    <div className="my-tickets">
      <div className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="text-2xl font-semibold m-0">Mis Entradas</h1>
        <Link to="/eventos" className="p-button p-component p-button-outlined">
          <i className="pi pi-ticket mr-2" aria-hidden="true" /> Comprar entradas
        </Link>
      </div>
      {orders.isError ? (
        <Message
          severity="error"
          className="w-full"
          text={messageOf(orders.error, 'No se pudieron cargar sus compras.')}
        />
      ) : null}
      {orders.isPending ? <Skeleton height="16rem" borderRadius="12px" /> : null}
      {orders.data?.length === 0 && !received.data?.length ? (
        <section className="card empty-checkout">
          <i className="pi pi-ticket" aria-hidden="true" />
          <h2>Aún no tiene entradas</h2>
          <p>Cuando compre, sus órdenes y sus entradas con código QR aparecerán aquí.</p>
        </section>
      ) : null}
      {orders.data?.map((order) => (
        <article key={order.id} className="card ticket-order" aria-labelledby={`order-${order.id}`}>
          <header className="ticket-order-header">
            <div>
              <h2 id={`order-${order.id}`}>{order.event.name}</h2>
              <p className="summary-event">
                <span>
                  {formatEventDay(order.event.startAt)} · {formatTime(order.event.startAt)}
                </span>
                <span>
                  {order.event.location.name}, {order.event.location.city}
                </span>
              </p>
            </div>
            <div className="ticket-order-meta">
              <OrderStatusTag status={order.status} />
              <span>
                Orden {orderNumber(order.number)} · {formatDateTime(order.createdAt)}
              </span>
            </div>
          </header>
          <div className="grid">
            <div className={order.status === 'PAGADA' ? 'col-12 xl:col-5' : 'col-12'}>
              <OrderLines order={order} />
              {order.status === 'PENDIENTE' ? (
                <>
                  <Message
                    severity="info"
                    className="w-full justify-content-start mt-3"
                    text="Estamos verificando su pago. Sus entradas con código QR aparecerán aquí y en su correo al aprobarse."
                  />
                  <PaymentDeadline order={order} />
                </>
              ) : null}
            </div>
            {order.status === 'PAGADA' ? (
              <div className="col-12 xl:col-7">
                <TicketGrid order={order} onTransfer={setPassing} />
                <TicketsPdfButton order={order} />
                {order.customer.id === user?.id && order.seats.some((s) => s.ticket) ? (
                  <div className="mt-3">
                    <ShareTicketsButton orderId={order.id} />
                  </div>
                ) : null}
              </div>
            ) : null}
          </div>
        </article>
      ))}
      <ReceivedTickets userId={user?.id} onTransfer={setPassing} />
      <TransferTicketDialog ticket={passing} onHide={() => setPassing(null)} />
    </div>
  );
}
