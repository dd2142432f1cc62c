import type { Order } from '@tickera/shared/schemas/orders';
import { SeatAccessNote } from '../../../components/seat-access';
import { formatMoney, formatRate, seatPlace } from '../../../lib/format';

/** The seats of an order with their prices, and its totals in USD and Bs.S at its own rate. */
export function OrderLines({ order, detailed = false }: { order: Order; detailed?: boolean }) {
  const hasDiscount = Number(order.discount) > 0;
  return (
    <>
      <table className="order-seats">
        <thead>
          <tr>
            <th scope="col">Zona</th>
            <th scope="col">Asiento</th>
            <th scope="col" className="text-right">
              Precio
            </th>
          </tr>
        </thead>
        <tbody>
          {order.seats.map((s) => (
            <tr key={s.seatId}>
              <td>{s.zone.name}</td>
              <td>
                {seatPlace(s.seat)}
                <SeatAccessNote access={s.seat.access} before={<br />} />
              </td>
              <td className="text-right">{formatMoney(s.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="summary-totals">
        {detailed ? (
          <>
            <dt>Subtotal</dt>
            <dd>{formatMoney(order.basePrice)}</dd>
            {hasDiscount ? (
              <>
                <dt>Descuento{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
                <dd>− {formatMoney(order.discount)}</dd>
              </>
            ) : null}
            <dt>Cargo por servicio</dt>
            <dd>{formatMoney(order.fee)}</dd>
            <dt>IVA</dt>
            <dd>{formatMoney(order.iva)}</dd>
            {Number(order.tax) > 0 ? (
              <>
                <dt>Impuesto</dt>
                <dd>{formatMoney(order.tax)}</dd>
              </>
            ) : null}
          </>
        ) : null}
        <dt className="summary-total">Total</dt>
        <dd className="summary-total">{formatMoney(order.total)}</dd>
        <dt className="summary-total-ves">En bolívares</dt>
        <dd className="summary-total-ves">{formatMoney(order.totalVes, 'VES')}</dd>
      </dl>
      <p className="summary-rate">
        <i className="pi pi-chart-line" aria-hidden="true" /> Tasa BCV de la compra: Bs.S{' '}
        {formatRate(order.rate)} por USD
      </p>
    </>
  );
}
