import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { formatEventDay, formatTime, orderNumber } from '../../lib/format';
import { messageOf } from '../../lib/http';
import { OrderStatusTag } from '../../components/order-status-tag';
import { ApproveNowBanner } from '../../features/orders/components/approve-now-banner';
import { OrderActions } from '../../features/orders/components/order-actions';
import { CustomerFacts } from '../../features/customers/components/customer-facts';
import { OrderHistory } from '../../features/orders/components/order-history';
import { OrderPayment } from '../../features/orders/components/order-payment';
import { OrderSeatsTable } from '../../features/orders/components/order-seats-table';
import { OrderTotals } from '../../features/orders/components/order-totals';
import { useErrorToast } from '../../lib/use-error-toast';
import { orderQuery } from '../../features/orders/api/orders-api';
import '../../features/orders/staff-orders.css';
import { CardSection } from '../../components/card-section';

/** /dashboard/reservation/detail?id=: one order, everything staff need to approve or cancel it. */
export function OrderDetailPage() {
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? '';
  const order = useQuery(orderQuery(orderId));
  useErrorToast(order.error, 'No se pudo cargar la orden.');

  const back = (
    <Link to="/dashboard/reservation" className="back-link">
      <i className="pi pi-arrow-left" aria-hidden="true" /> Reservaciones
    </Link>
  );

  // A failed read again of an order already shown (after a refused action) keeps the order on
  // the page: its toast says the read failed.
  if (!orderId || (order.isError && !order.data)) {
    return (
      <section className="card">
        {back}
        <Message
          severity="error"
          className="w-full justify-content-start"
          text={orderId ? messageOf(order.error, 'No se pudo cargar la orden.') : 'Falta la orden.'}
        />
      </section>
    );
  }
  if (!order.data) {
    return (
      <div role="status" aria-label="Cargando la orden">
        {back}
        <Skeleton height="7rem" borderRadius="12px" className="mb-3" />
        <Skeleton height="18rem" borderRadius="12px" />
      </div>
    );
  }

  const o = order.data;
  return (
    <div>
      {back}
      {params.get('new') === '1' ? <ApproveNowBanner order={o} /> : null}
      <section className="card mb-3">
        <div className="flex flex-wrap align-items-start justify-content-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold m-0 flex flex-wrap align-items-center gap-2">
              Orden {orderNumber(o.number)} <OrderStatusTag status={o.status} long />
              {o.inReview ? (
                <Tag value="En revisión" severity="info" icon="pi pi-flag" rounded />
              ) : null}
            </h1>
            <p className="mt-2 mb-0 text-color-secondary">
              <strong className="text-color">{o.event.name}</strong> ·{' '}
              {formatEventDay(o.event.startAt)}, {formatTime(o.event.startAt)} ·{' '}
              {o.event.location.name}, {o.event.location.city}
            </p>
          </div>
          <OrderActions order={o} />
        </div>
      </section>
      <div className="grid">
        <div className="col-12 lg:col-8 flex flex-column gap-3">
          <CardSection id="order-seats" title={`Asientos (${o.seats.length})`}>
            <OrderSeatsTable order={o} />
          </CardSection>
          <CardSection id="order-payment" title="Pago">
            <OrderPayment order={o} />
          </CardSection>
        </div>
        <div className="col-12 lg:col-4 flex flex-column gap-3">
          <CardSection id="order-customer" title="Cliente">
            <CustomerFacts customer={o.customer} />
          </CardSection>
          <CardSection id="order-totals" title="Totales">
            <OrderTotals order={o} />
          </CardSection>
          <CardSection id="order-history" title="Historial">
            <OrderHistory order={o} />
          </CardSection>
        </div>
      </div>
    </div>
  );
}
