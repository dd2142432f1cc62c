/**
 * The report charts' data, from the same rows the tables show. Amounts arrive as decimal
 * strings; a chart only draws them, so Number is fine here (the tables show the exact text).
 */
import type { ChartData } from 'chart.js';
import { CHANNEL_LABELS, ORDER_CHANNELS, type OrderChannel } from '@tickera/shared/schemas/orders';
import type { ProducerSales, SalesByDayZone, SeatsByZone } from '@tickera/shared/schemas/reports';
import { formatDay } from '../../lib/format';

/** Distinct hues with enough contrast on white, one per zone or channel, in turn. */
export const PALETTE = [
  '#2563eb',
  '#d97706',
  '#059669',
  '#db2777',
  '#7c3aed',
  '#0891b2',
  '#65a30d',
  '#dc2626',
  '#475569',
  '#c026d3',
];
const color = (i: number) => PALETTE[i % PALETTE.length];

/** The five states of a seat, in the order the stacked bar lays them. */
export const SEAT_STATES = [
  ['sold', 'Vendidos', '#059669'],
  ['reserved', 'Reservados', '#d97706'],
  ['held', 'En carrito', '#2563eb'],
  ['blocked', 'Bloqueados', '#475569'],
  ['available', 'Disponibles', '#cbd5e1'],
] as const;

/**
 * Gross USD by day, one stacked dataset per zone. Over several events a zone is named with
 * its event ("General · Leyendas de la Salsa"), so two events' "General" stay apart.
 */
export function dayZoneChart(rows: SalesByDayZone['rows']): ChartData<'bar', number[], string> {
  const days = [...new Set(rows.map((r) => r.day))].sort();
  const severalEvents = new Set(rows.map((r) => r.eventName)).size > 1;
  const series = new Map<string, number[]>();
  for (const r of rows) {
    const name = severalEvents ? `${r.zoneName} · ${r.eventName}` : r.zoneName;
    const values = series.get(name) ?? days.map(() => 0);
    values[days.indexOf(r.day)] += Number(r.gross);
    series.set(name, values);
  }
  return {
    labels: days.map(formatDay),
    datasets: [...series].map(([label, data], i) => ({
      label,
      data,
      backgroundColor: color(i),
      stack: 'zones',
    })),
  };
}

/** Gross USD by channel (Web, Taquilla…), the channels that sold anything. */
export function channelChart(rows: ProducerSales['rows']): ChartData<'doughnut', number[], string> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.channel, (sums.get(r.channel) ?? 0) + Number(r.gross));
  const channels = [
    ...ORDER_CHANNELS.filter((c) => sums.has(c)),
    ...[...sums.keys()].filter((c) => !(ORDER_CHANNELS as readonly string[]).includes(c)),
  ];
  return {
    labels: channels.map((c) => CHANNEL_LABELS[c as OrderChannel] ?? c),
    datasets: [
      {
        data: channels.map((c) => sums.get(c) ?? 0),
        backgroundColor: channels.map((_, i) => color(i)),
      },
    ],
  };
}

/** Each zone's seats by state, one stacked dataset per state. */
export function seatsChart(rows: SeatsByZone['rows']): ChartData<'bar', number[], string> {
  return {
    labels: rows.map((r) => r.zoneName),
    datasets: SEAT_STATES.map(([key, label, backgroundColor]) => ({
      label,
      data: rows.map((r) => r[key]),
      backgroundColor,
      stack: 'seats',
    })),
  };
}
