import { convertToVes } from '@tickera/shared/money';
import { formatMoney } from '../../../lib/format';

/** A USD price with its Bs.S equivalent at the current BCV rate (when known). */
export function PricePair({
  usd,
  rate,
  prefix,
  className,
}: {
  usd: string;
  rate?: string;
  prefix?: string;
  className?: string;
}) {
  return (
    <div className={className ? `price-pair ${className}` : 'price-pair'}>
      {prefix ? <span className="price-prefix">{prefix}</span> : null}
      <strong className="price-usd">{formatMoney(usd)}</strong>
      {rate ? (
        <span className="price-ves">{formatMoney(convertToVes(usd, rate), 'VES')}</span>
      ) : null}
    </div>
  );
}
