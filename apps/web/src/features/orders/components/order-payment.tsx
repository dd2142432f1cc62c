import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Message } from 'primereact/message';
import { can } from '@tickera/shared/permissions';
import type { Order } from '@tickera/shared/schemas/orders';
import { fromCents, toCents } from '@tickera/shared/money';
import { formatMoney, formatDay } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { paymentMethodLabel } from './order-labels';
import { PaymentUses } from './payment-uses';
import { paymentsByReferenceQuery } from '../api/payment-api';

/** Method, bank, reference, amount and date; a reference used by another order is flagged. */
export function OrderPayment({ order }: { order: Order }) {
  const { user } = useAuth();
  const payment = order.payment;
  const reference = payment?.reference ?? '';
  const uses = useQuery({
    ...paymentsByReferenceQuery(reference),
    enabled: !!reference && can(user?.role, 'payments.lookup'),
  });
  const others = (uses.data ?? []).filter((u) => u.orderId !== order.id);
  // Declared minus expected, in Bs.S; short beyond the server's rounding tolerance of Bs. 1.
  const difference = payment ? toCents(payment.amountVes) - toCents(order.totalVes) : 0n;
  const short = difference < -100n;

  return (
    <>
      <dl className="order-facts">
        <div>
          <dt>Método</dt>
          <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        </div>
        {payment?.bankName ? (
          <div>
            <dt>Banco</dt>
            <dd>{payment.bankName}</dd>
          </div>
        ) : null}
        {reference ? (
          <div>
            <dt>Referencia</dt>
            <dd>{reference}</dd>
          </div>
        ) : null}
        {payment ? (
          <>
            <div>
              <dt>Total de la orden</dt>
              <dd>{formatMoney(order.totalVes, 'VES')}</dd>
            </div>
            <div>
              <dt>Monto declarado</dt>
              <dd>
                {formatMoney(payment.amountVes, 'VES')}
                {payment.currency === 'USD' ? (
                  <span className="text-color-secondary">
                    {' '}
                    ({formatMoney(payment.amount, 'USD')} a la tasa de la orden)
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>Diferencia</dt>
              <dd className={short ? 'amount-short' : undefined}>
                {formatMoney(fromCents(difference), 'VES')}
                {short ? ' · el pago no cubre el total' : ''}
              </dd>
            </div>
          </>
        ) : null}
        {order.shortfallReason ? (
          <div>
            <dt>Aprobada con diferencia</dt>
            <dd>{order.shortfallReason}</dd>
          </div>
        ) : null}
        {payment?.date ? (
          <div>
            <dt>Fecha del pago</dt>
            <dd>{formatDay(payment.date)}</dd>
          </div>
        ) : null}
      </dl>
      {others.length > 0 ? (
        <div className="mt-3">
          <Message
            severity="warn"
            className="w-full justify-content-start mb-2"
            text={`Esta referencia también aparece en ${others.length === 1 ? 'otra orden' : `${others.length} órdenes más`}.`}
          />
          <PaymentUses
            uses={uses.data ?? []}
            renderOrder={(id, label) =>
              id === order.id ? (
                <span>Esta orden</span>
              ) : (
                <Link to={`/dashboard/reservation/detail?id=${id}`}>{label}</Link>
              )
            }
          />
        </div>
      ) : null}
    </>
  );
}
