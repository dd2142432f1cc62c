import { Column } from 'primereact/column';
import { formatDay, formatInteger, formatMoney } from '../../../lib/format';

const money = (value: string | null, currency: 'USD' | 'VES') =>
  value === null ? '—' : <span className="white-space-nowrap">{formatMoney(value, currency)}</span>;

/**
 * An amount in USD and in Bs.S as two right-aligned columns, with their totals in the
 * footer when given (a list, not a fragment: the table reads its columns from its children).
 */
export function moneyColumns<T>(
  usd: (row: T) => string,
  ves: (row: T) => string | null,
  headers: readonly [string, string] = ['USD', 'Bs.S'],
  footer?: { usd: string; ves: string },
) {
  return (
    [
      ['usd', usd, 'USD'],
      ['ves', ves, 'VES'],
    ] as const
  ).map(([key, value, currency], i) => (
    <Column
      key={key}
      header={headers[i]}
      align="right"
      body={(r: T) => money(value(r), currency)}
      footer={footer ? money(footer[key], currency) : undefined}
    />
  ));
}

/** A count (seats, orders) as a right-aligned column. */
export function countColumn<T>(
  key: string,
  header: string,
  value: (row: T) => number,
  footer?: number,
) {
  return (
    <Column
      key={key}
      header={header}
      align="right"
      body={(r: T) => formatInteger(value(r))}
      footer={footer === undefined ? undefined : formatInteger(footer)}
    />
  );
}

type Sold = {
  day: string;
  eventName: string;
  zoneName: string;
  seatsSold: number;
  gross: string;
  grossVes: string;
};

/** The columns every sales row starts with: day, event, zone. */
export function soldWhereColumns<T extends Sold>() {
  return [
    <Column
      key="day"
      header="Día"
      body={(r: T) => formatDay(r.day)}
      bodyClassName="white-space-nowrap"
    />,
    <Column key="event" header="Evento" field="eventName" />,
    <Column key="zone" header="Zona" field="zoneName" />,
  ];
}

/** The columns every sales row ends with: seats sold and their face value in USD and Bs.S. */
export function soldAmountColumns<T extends Sold>() {
  return [
    countColumn<T>('seats', 'Asientos', (r) => r.seatsSold),
    ...moneyColumns<T>(
      (r) => r.gross,
      (r) => r.grossVes,
      ['Bruto USD', 'Bruto Bs.S'],
    ),
  ];
}
