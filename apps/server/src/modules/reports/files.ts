/** Reports as files: workbooks with numeric cells, CSV, and the settlement's PDF. */
import { CHANNEL_LABELS, type OrderChannel } from '@tickera/shared/schemas/orders';
import type {
  ProducerSales,
  SalesByDayZone,
  SeatsByZone,
  Settlement,
} from '@tickera/shared/schemas/reports';
import { formatDateTime, formatDay } from '../../lib/es-format';
import { toCsv, toXlsxBook, type Cell, type Sheet } from '../../lib/table-file';
import { settlementPdf } from './settlement-pdf';

export interface ReportFile {
  body: Buffer | string;
  type: string;
  filename: string;
}

export const CSV = 'text/csv';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF = 'application/pdf';

const n = (v: string) => Number(v);

function settlementSheets(s: Settlement): Sheet[] {
  const t = s.totals;
  const title = [
    `Reporte de Liquidación — ${s.event.name} (${s.event.code})`,
    `${s.store ? `${s.store.name}${s.store.rif ? ` · RIF ${s.store.rif}` : ''} · ` : ''}Emitido ${formatDateTime(s.issuedAt)}`,
    s.from || s.to
      ? `Ventas del ${s.from ? formatDay(s.from) : 'inicio'} al ${s.to ? formatDay(s.to) : 'día de emisión'}`
      : 'Todas las ventas del evento',
  ];
  const line = (concept: string, usd: string, ves: string | null): Cell[] => [
    concept,
    n(usd),
    ves === null ? null : n(ves),
  ];
  return [
    {
      name: 'Liquidación',
      title,
      header: ['Concepto', 'USD', 'Bs.S'],
      money: [1, 2],
      rows: [
        line('Venta bruta', t.gross, t.grossVes),
        line('Descuentos por cupones', t.discount, t.discountVes),
        line('Comisión cobrada al comprador', t.feeCharged, t.feeChargedVes),
        line('Impuesto', t.tax, t.taxVes),
        line('IVA', t.iva, t.ivaVes),
        line('Total pagado', t.total, t.totalVes),
        line('Comisión de servicio', t.fee, t.feeVes),
        line('Neto al productor', t.net, t.netVes),
        line(`Cortesías (${t.courtesies} asientos, valor nominal)`, t.courtesyValue, null),
        line(`Créditos por cobrar (${t.creditOrders} órdenes)`, t.credits, t.creditsVes),
        line(`Anuladas (${t.cancelled} órdenes)`, t.cancelledTotal, t.cancelledTotalVes),
        line(`Pendientes de pago (${t.pending} órdenes)`, t.pendingTotal, null),
      ],
    },
    {
      name: 'Zonas',
      title,
      header: ['Zona', 'Asientos vendidos', 'Bruto USD', 'Bruto Bs.S'],
      money: [2, 3],
      rows: s.zones.map((z) => [z.zoneName, z.seatsSold, n(z.gross), n(z.grossVes)]),
    },
    {
      name: 'Métodos de pago',
      title,
      header: ['Método', 'Órdenes', 'Asientos', 'Total USD', 'Total Bs.S'],
      money: [3, 4],
      rows: s.byPaymentMethod.map((m) => [m.label, m.orders, m.seats, n(m.total), n(m.totalVes)]),
    },
  ];
}

export async function settlementFile(s: Settlement, format: 'pdf' | 'xlsx'): Promise<ReportFile> {
  const filename = `liquidacion-${s.event.code}.${format}`;
  return format === 'pdf'
    ? { body: await settlementPdf(s), type: PDF, filename }
    : { body: await toXlsxBook(settlementSheets(s)), type: XLSX, filename };
}

/** Money columns written as "1234.50" (a CSV has no cell formats). */
const csvRows = (sheet: Sheet): Cell[][] =>
  sheet.rows.map((r) =>
    r.map((v, i) => (sheet.money?.includes(i) && typeof v === 'number' ? v.toFixed(2) : v)),
  );

/** One table as CSV or a one-sheet workbook. */
export async function tableFile(
  sheet: Sheet,
  format: 'csv' | 'xlsx',
  basename: string,
): Promise<ReportFile> {
  const filename = `${basename}.${format}`;
  return format === 'csv'
    ? { body: toCsv(sheet.header, csvRows(sheet)), type: `${CSV}; charset=utf-8`, filename }
    : { body: await toXlsxBook([sheet]), type: XLSX, filename };
}

export const salesByDayZoneSheet = (r: SalesByDayZone): Sheet => ({
  name: 'Ventas por día y zona',
  header: ['Día', 'Evento', 'Zona', 'Asientos', 'Bruto USD', 'Bruto Bs.S'],
  money: [4, 5],
  rows: r.rows.map((x) => [x.day, x.eventName, x.zoneName, x.seatsSold, n(x.gross), n(x.grossVes)]),
});

export const producerSalesSheet = (r: ProducerSales): Sheet => ({
  name: 'Ventas por tienda y canal',
  header: ['Día', 'Evento', 'Zona', 'Tienda', 'Canal', 'Asientos', 'Bruto USD', 'Bruto Bs.S'],
  money: [6, 7],
  rows: r.rows.map((x) => [
    x.day,
    x.eventName,
    x.zoneName,
    x.storeName,
    CHANNEL_LABELS[x.channel as OrderChannel] ?? x.channel,
    x.seatsSold,
    n(x.gross),
    n(x.grossVes),
  ]),
});

export const seatsByZoneSheet = (r: SeatsByZone): Sheet => ({
  name: 'Asientos por zona',
  header: [
    'Zona',
    'Capacidad',
    'Vendidos',
    'Reservados',
    'En carrito',
    'Bloqueados',
    'Disponibles',
  ],
  rows: r.rows.map((x) => [
    x.zoneName,
    x.capacity,
    x.sold,
    x.reserved,
    x.held,
    x.blocked,
    x.available,
  ]),
});
