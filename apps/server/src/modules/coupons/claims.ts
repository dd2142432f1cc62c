/**
 * Cupones Reclamados: the redemptions (coupons' rows) with their order's number and status
 * (orders), event (events) and customer (auth), for a page or a file.
 */
import { TIME_ZONE } from '@tickera/shared/constants';
import type { ClaimExportQuery, ClaimListQuery } from '@tickera/shared/schemas/coupons';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { iso } from '../../lib/sql';
import { toCsv, toXlsx } from '../../lib/table-file';
import { findPeople, fullName } from '../auth/public';
import { findEventBriefs } from '../events/public';
import { findOrderBriefs } from '../orders/public';
import * as repo from './repo';

type Filters = Parameters<typeof repo.listClaims>[1];

async function readClaims(db: Tx, q: Filters) {
  const { rows, total } = await repo.listClaims(db, q);
  const [orders, events, people] = await Promise.all([
    findOrderBriefs(
      db,
      rows.map((c) => c.orderId),
    ),
    findEventBriefs(
      db,
      rows.map((c) => c.eventId),
    ),
    findPeople(
      db,
      rows.map((c) => c.customerId),
    ),
  ]);
  const items = rows.map(({ eventId, customerId, ...c }) => {
    const order = orders.get(c.orderId);
    const person = people.get(customerId);
    return {
      ...c,
      orderNumber: order?.number ?? 0,
      orderStatus: order?.status ?? '',
      eventName: events.get(eventId)?.name ?? '',
      customerName: fullName(person),
      customerEmail: person?.email ?? null,
    };
  });
  return { items, total };
}

export async function listClaims(ctx: AppContext, q: ClaimListQuery) {
  const { items, total } = await readClaims(ctx.db, { ...q, offset: (q.page - 1) * q.limit });
  return { items: items.map((r) => ({ ...r, createdAt: iso(r.createdAt) })), total };
}

const CLAIM_COLUMNS = [
  'Fecha',
  'Cupón',
  'Orden',
  'Estado',
  'Evento',
  'Cliente',
  'Correo',
  'Descuento USD',
];
const caracasTime = new Intl.DateTimeFormat('es-VE', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** Every redemption the filters find, as CSV (";" and a decimal comma, for a Spanish spreadsheet) or XLSX. */
export async function exportClaims(ctx: AppContext, q: ClaimExportQuery) {
  const { format, ...filters } = q;
  const { items } = await readClaims(ctx.db, { ...filters, offset: 0, limit: 100_000 });
  const table = items.map((c) => [
    caracasTime.format(new Date(c.createdAt)),
    c.code,
    c.orderNumber,
    c.orderStatus,
    c.eventName,
    c.customerName,
    c.customerEmail,
    format === 'csv' ? c.discount.replace('.', ',') : Number(c.discount),
  ]);
  return format === 'csv'
    ? Buffer.from(toCsv(CLAIM_COLUMNS, table, ';'), 'utf8')
    : toXlsx('Cupones reclamados', CLAIM_COLUMNS, table);
}
