import type { CartSummary } from '@tickera/shared/schemas/holds';
import { formatDateTime, formatMoney, formatRate } from '../../../lib/format';

/** What the box-office sale charges: seats by zone, fee, IVA, totals in USD and Bs.S. */
export function SaleSummary({ summary }: { summary: CartSummary }) {
  return (
    <>
      <p className="mt-0 mb-3">
        <strong>{summary.event}</strong>
        <br />
        <span className="text-color-secondary">
          {formatDateTime(summary.eventDate)} · {summary.eventLocation}
        </span>
      </p>
      <dl className="order-facts">
        {summary.zones.map((z) => (
          <div key={z.zoneName}>
            <dt>
              {z.zoneName} × {z.seatsCount}
            </dt>
            <dd>{formatMoney(z.zonePriceTotal)}</dd>
          </div>
        ))}
        <div>
          <dt>Cargo por servicio{summary.feeOnlyDeclarative ? ' (declarativo)' : ''}</dt>
          <dd>{formatMoney(summary.fee)}</dd>
        </div>
        <div>
          <dt>Impuesto</dt>
          <dd>{formatMoney(summary.tax)}</dd>
        </div>
        <div>
          <dt>IVA</dt>
          <dd>{formatMoney(summary.iva)}</dd>
        </div>
        <div className="order-facts-total">
          <dt>Total USD</dt>
          <dd>{formatMoney(summary.total)}</dd>
        </div>
        <div className="order-facts-total">
          <dt>Total Bs.S</dt>
          <dd>{formatMoney(summary.totalVes, 'VES')}</dd>
        </div>
        <div>
          <dt>Tasa BCV</dt>
          <dd>{formatRate(summary.currentRate)}</dd>
        </div>
      </dl>
    </>
  );
}
