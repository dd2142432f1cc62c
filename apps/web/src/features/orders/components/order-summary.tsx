import type { CartSummary } from '@tickera/shared/schemas/holds';
import type { Hold } from '../../holds/api/holds-api';
import { SeatAccessNote } from '../../../components/seat-access';
import {
  formatAge,
  formatDate,
  formatEventDay,
  formatMinutes,
  formatMoney,
  formatRate,
  formatTime,
  seatPlace,
} from '../../../lib/format';

interface OrderSummaryProps {
  summary: CartSummary;
  holds: Hold[];
  /** The business setting: how long the buyer has to pay once the order is registered. */
  paymentDeadlineMinutes?: number;
}

/** The purchase summary of spec §3, priced exactly as the order will be (decision 005). */
export function OrderSummary({ summary, holds, paymentDeadlineMinutes }: OrderSummaryProps) {
  const hasTax = Number(summary.tax) > 0;
  const hasDiscount = Number(summary.discount) > 0;
  return (
    <section className="card order-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="text-xl mt-0 mb-1">
        Resumen de su compra
      </h2>
      <p className="summary-event">
        <strong>{summary.event}</strong>
        <span>
          {formatEventDay(summary.eventDate)} · {formatTime(summary.eventDate)}
        </span>
        <span>{summary.eventLocation}</span>
      </p>
      <ul className="summary-zones">
        {summary.zones.map((zone) => (
          <li key={zone.zoneName}>
            <div className="summary-line">
              <span>
                {zone.zoneName} × {zone.seatsCount}
              </span>
              <span>{formatMoney(zone.zonePriceTotal)}</span>
            </div>
            <ul className="summary-seats">
              {holds
                .filter((h) => h.seat.zone.name === zone.zoneName)
                .map((h) => (
                  <li key={h.seatId}>
                    {seatPlace(h.seat)}
                    <SeatAccessNote access={h.seat.access} before=" · " />
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <dt>Subtotal</dt>
        <dd>{formatMoney(summary.totalPricesZones)}</dd>
        {hasDiscount ? (
          <>
            <dt className="summary-discount">Descuento (cupón {summary.couponCode})</dt>
            <dd className="summary-discount">
              −{formatMoney(summary.discount)}
              <small className="block">−{formatMoney(summary.discountVes, 'VES')}</small>
            </dd>
          </>
        ) : null}
        <dt>
          Cargo por servicio
          {summary.feeOnlyDeclarative ? (
            <span className="declarative-tag">declarativo, no se cobra</span>
          ) : null}
        </dt>
        <dd className={summary.feeOnlyDeclarative ? 'declarative' : undefined}>
          {formatMoney(summary.fee)}
        </dd>
        <dt>IVA (sobre el cargo)</dt>
        <dd>{formatMoney(summary.iva)}</dd>
        {hasTax ? (
          <>
            <dt>Impuesto</dt>
            <dd>{formatMoney(summary.tax)}</dd>
          </>
        ) : null}
        <dt className="summary-total">Total</dt>
        <dd className="summary-total">{formatMoney(summary.total)}</dd>
        <dt className="summary-total-ves">Total en bolívares</dt>
        <dd className="summary-total-ves">{formatMoney(summary.totalVes, 'VES')}</dd>
      </dl>
      <p className="summary-rate">
        <i className="pi pi-chart-line" aria-hidden="true" /> Tasa BCV del{' '}
        {formatDate(summary.rateFetchedAt)}: Bs.S {formatRate(summary.currentRate)} por USD
        (actualizada {formatAge(summary.rateFetchedAt)})
      </p>
      {paymentDeadlineMinutes ? (
        <p className="summary-deadline">
          <i className="pi pi-clock" aria-hidden="true" />
          <span>
            Tendrá <strong>{formatMinutes(paymentDeadlineMinutes)}</strong> para pagar desde que
            registre la orden; sin pago verificado, la orden se anula y los asientos vuelven a la
            venta.
          </span>
        </p>
      ) : null}
      {summary.couponCode ? (
        <p className="summary-coupon">
          <i className="pi pi-tag" aria-hidden="true" />
          {/* One flex item: the code stays inside the sentence. */}
          <span>
            Cupón <strong>{summary.couponCode}</strong> aplicado: el total ya tiene el descuento;
            pague ese monto.
          </span>
        </p>
      ) : null}
    </section>
  );
}
