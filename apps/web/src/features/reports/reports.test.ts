import { describe, expect, it } from 'vitest';
import type { Settlement } from '@tickera/shared/schemas/reports';
import { attachmentName } from '../../lib/api-file';
import { channelChart, dayZoneChart, seatsChart } from './chart-data';
import { defaultEventId, rangeError } from './hooks/use-report-filters';
import { settlementLines } from './settlement-lines';

const sale = (day: string, eventName: string, zoneName: string, gross: string) => ({
  day,
  eventName,
  zoneName,
  seatsSold: 1,
  gross,
  grossVes: '0.00',
});

describe('report charts', () => {
  it('stacks each zone by day, in day order, with a zero where a zone sold nothing', () => {
    const chart = dayZoneChart([
      sale('2026-11-21', 'Salsa', 'General', '25.00'),
      sale('2026-11-20', 'Salsa', 'VIP', '80.00'),
      sale('2026-11-21', 'Salsa', 'VIP', '40.00'),
    ]);
    expect(chart.labels).toHaveLength(2);
    expect(chart.datasets.map((d) => [d.label, d.data])).toEqual([
      ['General', [0, 25]],
      ['VIP', [80, 40]],
    ]);
  });

  it('names a zone with its event when the rows cover several events', () => {
    const chart = dayZoneChart([
      sale('2026-11-20', 'Salsa', 'General', '25.00'),
      sale('2026-11-20', 'Béisbol', 'General', '10.00'),
    ]);
    expect(chart.datasets.map((d) => d.label)).toEqual(['General · Salsa', 'General · Béisbol']);
  });

  it('sums the channels in their fixed order, with their Spanish names', () => {
    const row = (channel: string, gross: string) => ({
      ...sale('2026-11-20', 'Salsa', 'General', gross),
      storeName: 'Tienda',
      channel,
    });
    const chart = channelChart([row('WEB', '25.00'), row('TAQUILLA', '10.50'), row('WEB', '5.00')]);
    expect(chart.labels).toEqual(['Web', 'Taquilla']);
    expect(chart.datasets[0].data).toEqual([30, 10.5]);
  });

  it('lays each zone’s seats out by state', () => {
    const chart = seatsChart([
      { zoneName: 'VIP', capacity: 10, sold: 4, reserved: 2, held: 1, blocked: 1, available: 2 },
    ]);
    expect(chart.datasets.map((d) => [d.label, d.data[0]])).toEqual([
      ['Vendidos', 4],
      ['Reservados', 2],
      ['En carrito', 1],
      ['Bloqueados', 1],
      ['Disponibles', 2],
    ]);
  });
});

describe('settlement lines', () => {
  it('counts in the singular and the plural, and keeps no Bs.S for face values and unpaid orders', () => {
    const money = '0.00';
    const totals = {
      orders: 1,
      seatsSold: 2,
      courtesies: 1,
      creditOrders: 0,
      cancelled: 3,
      pending: 1,
      ...Object.fromEntries(
        [
          'gross',
          'discount',
          'fee',
          'tax',
          'iva',
          'total',
          'feeCharged',
          'net',
          'credits',
          'cancelledTotal',
        ].flatMap((k) => [
          [k, money],
          [`${k}Ves`, money],
        ]),
      ),
      courtesyValue: '50.00',
      pendingTotal: '55.80',
    } as Settlement['totals'];
    const { sales, apart } = settlementLines(totals);
    expect(sales.map((l) => l.concept)).toEqual([
      'Venta bruta',
      'Descuentos',
      'Comisión cobrada',
      'Impuesto',
      'IVA',
      'Total pagado',
      'Comisión',
      'Neto al productor',
    ]);
    expect(sales[0].detail).toBe('1 orden, 2 asientos');
    expect(apart.map((l) => [l.concept, l.detail, l.usd, l.ves])).toEqual([
      ['Cortesías', '1 asiento, valor nominal', '50.00', null],
      ['Créditos por cobrar', '0 órdenes, incluidas en la venta', '0.00', '0.00'],
      ['Anuladas', '3 órdenes', '0.00', '0.00'],
      ['Pendientes', '1 orden', '55.80', null],
    ]);
  });
});

describe('report filters', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const event = (id: string, startAt: string) => ({ id, name: id, startAt });

  it('opens on the soonest event still to come, else the latest one past', () => {
    const past = event('past', '2026-11-01T00:00:00Z');
    const later = event('later', '2026-12-24T00:00:00Z');
    const sooner = event('sooner', '2026-12-04T00:00:00Z');
    expect(defaultEventId([later, past, sooner], now)).toBe('sooner');
    expect(defaultEventId([past, event('older', '2026-10-01T00:00:00Z')], now)).toBe('past');
    expect(defaultEventId([], now)).toBeUndefined();
  });

  it('refuses an end before the start, as the server does', () => {
    expect(rangeError({ from: '2026-11-20', to: '2026-11-19' })).toBe(
      'La fecha final no puede ser anterior a la inicial',
    );
    expect(rangeError({ from: '2026-11-20', to: '2026-11-20' })).toBeUndefined();
    expect(rangeError({ to: '2026-11-19' })).toBeUndefined();
  });
});

describe('attachment names', () => {
  it('reads the file name the server gives', () => {
    expect(attachmentName('attachment; filename="liquidacion-SALSA.pdf"')).toBe(
      'liquidacion-SALSA.pdf',
    );
    expect(attachmentName('attachment; filename=ventas.csv')).toBe('ventas.csv');
    expect(attachmentName("attachment; filename*=UTF-8''liquidaci%C3%B3n.xlsx")).toBe(
      'liquidación.xlsx',
    );
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
