/**
 * The settlement's lines in the order of its PDF and workbook: the sales down to what the
 * producer is owed, then what stays apart from them (courtesies, credit, cancelled, unpaid).
 */
import type { Settlement } from '@tickera/shared/schemas/reports';
import { formatInteger } from '../../lib/format';

export interface SettlementLine {
  concept: string;
  /** A second line under the concept: what it counts or how it is worked out. */
  detail?: string;
  usd: string;
  /** Null where the server keeps no Bs.S figure (face values, unpaid totals). */
  ves: string | null;
  /** A total line (bold). */
  total?: boolean;
}

const count = (n: number, one: string, many: string) =>
  `${formatInteger(n)} ${n === 1 ? one : many}`;
const orders = (n: number) => count(n, 'orden', 'órdenes');

export function settlementLines(t: Settlement['totals']): {
  sales: SettlementLine[];
  apart: SettlementLine[];
} {
  return {
    sales: [
      {
        concept: 'Venta bruta',
        detail: `${orders(t.orders)}, ${count(t.seatsSold, 'asiento', 'asientos')}`,
        usd: t.gross,
        ves: t.grossVes,
      },
      { concept: 'Descuentos', detail: 'Cupones', usd: t.discount, ves: t.discountVes },
      {
        concept: 'Comisión cobrada',
        detail: 'Al comprador, sobre el precio',
        usd: t.feeCharged,
        ves: t.feeChargedVes,
      },
      { concept: 'Impuesto', usd: t.tax, ves: t.taxVes },
      { concept: 'IVA', usd: t.iva, ves: t.ivaVes },
      { concept: 'Total pagado', usd: t.total, ves: t.totalVes, total: true },
      { concept: 'Comisión', detail: 'De servicio', usd: t.fee, ves: t.feeVes },
      {
        concept: 'Neto al productor',
        detail: 'Total pagado menos comisión, impuesto e IVA',
        usd: t.net,
        ves: t.netVes,
        total: true,
      },
    ],
    apart: [
      {
        concept: 'Cortesías',
        detail: `${count(t.courtesies, 'asiento', 'asientos')}, valor nominal`,
        usd: t.courtesyValue,
        ves: null,
      },
      {
        concept: 'Créditos por cobrar',
        detail: `${orders(t.creditOrders)}, incluidas en la venta`,
        usd: t.credits,
        ves: t.creditsVes,
      },
      {
        concept: 'Anuladas',
        detail: orders(t.cancelled),
        usd: t.cancelledTotal,
        ves: t.cancelledTotalVes,
      },
      { concept: 'Pendientes', detail: orders(t.pending), usd: t.pendingTotal, ves: null },
    ],
  };
}
