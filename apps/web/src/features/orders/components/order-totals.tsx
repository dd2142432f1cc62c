import type { Order } from '@tickera/shared/schemas/orders';
import { formatMoney, formatRate } from '../../../lib/format';

/** The order's money: USD lines and the Bs.S total at the rate frozen on the order. */
export function OrderTotals({ order }: { order: Order }) {
  const hasDiscount = Number(order.discount) > 0;
  const lines = [
    { label: 'Precio base', value: formatMoney(order.basePrice) },
    ...(hasDiscount
      ? [
          {
            label: order.couponCode ? `Descuento (${order.couponCode})` : 'Descuento',
            value: `− ${formatMoney(order.discount)}`,
          },
        ]
      : []),
    { label: 'Cargo por servicio', value: formatMoney(order.fee) },
    { label: 'Impuesto', value: formatMoney(order.tax) },
    { label: 'IVA', value: formatMoney(order.iva) },
  ];
  return (
    <dl className="order-facts">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
      <div className="order-facts-total">
        <dt>Total USD</dt>
        <dd>{formatMoney(order.total)}</dd>
      </div>
      <div className="order-facts-total">
        <dt>Total Bs.S</dt>
        <dd>{formatMoney(order.totalVes, 'VES')}</dd>
      </div>
      <div>
        <dt>Tasa BCV de la orden</dt>
        <dd>{formatRate(order.rate)}</dd>
      </div>
    </dl>
  );
}
