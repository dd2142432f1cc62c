import { Column } from 'primereact/column';
import type { Order } from '@tickera/shared/schemas/orders';
import { formatMoney } from '../lib/format';

/**
 * An order's total in USD and in Bs.S, as two table columns (a list, not a fragment: the
 * table reads its columns from its children).
 */
export function orderTotalColumns(usdHeader = 'Total USD') {
  return [
    <Column
      key="total"
      header={usdHeader}
      align="right"
      body={(o: Order) => <span className="white-space-nowrap">{formatMoney(o.total)}</span>}
    />,
    <Column
      key="totalVes"
      header="Total Bs.S"
      align="right"
      body={(o: Order) => (
        <span className="white-space-nowrap">{formatMoney(o.totalVes, 'VES')}</span>
      )}
    />,
  ];
}
