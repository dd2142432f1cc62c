import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { PAYMENT_METHOD_LABELS } from '@tickera/shared/schemas/orders';
import {
  formatDate,
  formatDateTime,
  formatEventDay,
  formatMoney,
  formatTime,
  orderNumber,
} from '../../../lib/format';
import { PurchaseSteps } from '../../../components/purchase-steps';
import { messageOf } from '../../../lib/http';
import { orderQuery } from '../api/orders-api';
import { OrderLines } from '../components/order-lines';
import { OrderStatusTag } from '../../../components/order-status-tag';
import { settingsQuery } from '../../settings/api/settings-api';
import { PaymentDeadline } from '../components/payment-deadline';
import { ShareTicketsButton } from '../components/share-tickets-button';
import '../orders.css';

const METHOD_LABELS = PAYMENT_METHOD_LABELS as Record<string, string>;

/** /eventos/successful-purchase?order=<id>: the order as registered and what comes next. */
export function SuccessfulPurchasePage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const order = useQuery(orderQuery(orderId));
  const settings = useQuery(settingsQuery());

  if (!orderId || order.isError) {
    return (
      <section className="card">
        <Message
          severity="error"
          className="w-full mb-3"
          text={messageOf(order.error, 'No encontramos esa compra.')}
        />
        <Link to="/eventos">Ver eventos</Link>
      </section>
    );
  }
  if (order.isPending) return <Skeleton height="30rem" borderRadius="12px" />;

  const o = order.data;
  const payment = o.payment;
  return (
    <div className="success-page">
      <header className="checkout-header">
        <h1 className="m-0">Compra registrada</h1>
        <PurchaseSteps current={3} />
      </header>
      <section className="card success-hero" aria-labelledby="success-title">
        <i className="pi pi-check-circle success-icon" aria-hidden="true" />
        <div>
          <h2 id="success-title">¡Gracias por su compra!</h2>
          <p className="success-number">
            Orden <strong>{orderNumber(o.number)}</strong> · {formatDateTime(o.createdAt)}
          </p>
          <OrderStatusTag status={o.status} long />
          <PaymentDeadline order={o} />
        </div>
      </section>
      <div className="grid">
        <div className="col-12 lg:col-7">
          <section className="card" aria-labelledby="order-event-title">
            <h2 id="order-event-title" className="text-xl mt-0 mb-1">
              {o.event.name}
            </h2>
            <p className="summary-event">
              <span>
                {formatEventDay(o.event.startAt)} · {formatTime(o.event.startAt)}
              </span>
              <span>
                {o.event.location.name}, {o.event.location.city}
              </span>
            </p>
            <OrderLines order={o} detailed />
          </section>
        </div>
        <div className="col-12 lg:col-5">
          <section className="card next-steps" aria-labelledby="next-title">
            <h2 id="next-title" className="text-xl mt-0">
              ¿Qué sigue?
            </h2>
            <ol>
              <li>
                <strong>Verificamos su pago.</strong> La taquilla confirma la referencia con el
                banco.
              </li>
              <li>
                <strong>Le enviamos sus entradas.</strong> Al aprobarse, llegan con su código QR al
                correo {o.customer.email ? <strong>{o.customer.email}</strong> : 'de su cuenta'}.
              </li>
              <li>
                <strong>Las tiene en Mis Entradas.</strong> También podrá verlas y mostrarlas desde
                su cuenta.
              </li>
            </ol>
            {settings.data ? (
              <p className="text-sm text-color-secondary">
                ¿Dudas? Escríbanos a {settings.data.supportEmail} o por WhatsApp al{' '}
                {settings.data.supportWhatsApp}.
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Link to="/dashboard/mytickets" className="p-button p-component">
                <i className="pi pi-ticket mr-2" aria-hidden="true" /> Ver Mis Entradas
              </Link>
              <Link to="/eventos" className="p-button p-component p-button-outlined">
                Seguir comprando
              </Link>
            </div>
            {o.status === 'PAGADA' && o.seats.some((s) => s.ticket) ? (
              <div className="mt-3">
                <ShareTicketsButton orderId={o.id} />
              </div>
            ) : null}
          </section>
          {payment ? (
            <section className="card" aria-labelledby="payment-info-title">
              <h2 id="payment-info-title" className="text-xl mt-0">
                Su pago
              </h2>
              <dl className="facts-grid">
                <dt>Método</dt>
                <dd>{METHOD_LABELS[payment.method] ?? payment.method}</dd>
                {payment.bankName ? (
                  <>
                    <dt>Banco</dt>
                    <dd>{payment.bankName}</dd>
                  </>
                ) : null}
                {payment.reference ? (
                  <>
                    <dt>Referencia</dt>
                    <dd>{payment.reference}</dd>
                  </>
                ) : null}
                <dt>Monto</dt>
                <dd>{formatMoney(payment.amount, payment.currency === 'USD' ? 'USD' : 'VES')}</dd>
                {payment.date ? (
                  <>
                    <dt>Fecha</dt>
                    <dd>{formatDate(`${payment.date}T12:00:00-04:00`)}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
