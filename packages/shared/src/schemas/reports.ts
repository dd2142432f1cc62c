/**
 * The books (API.md "Reports and indicators"): settlement, sales, seats by zone, today's
 * indicators and the audit log. Money is USD with `…Ves` twins, each order converted at
 * its own frozen rate (docs/decisions/021-the-books.md).
 */
import { z } from '../zod-es';
import { uuidSchema } from './events';
import { pageQuerySchema } from './users';

const day = z.iso.date({ error: 'Fecha inválida (AAAA-MM-DD)' });

/** Days in America/Caracas, both included; `to` not before `from`. */
const dayRange = z.object({ from: day.optional(), to: day.optional() });
const rangeInOrder = <T extends { from?: string; to?: string }>(q: T, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'La fecha final no puede ser anterior a la inicial',
    });
};

export const settlementQuerySchema = dayRange
  .extend({
    eventId: uuidSchema,
    format: z
      .enum(['json', 'pdf', 'xlsx'], { error: 'Formato inválido (pdf o xlsx)' })
      .default('json'),
  })
  .superRefine(rangeInOrder);
export type SettlementQuery = z.output<typeof settlementQuerySchema>;

/** Sales reports: one event or all of them. */
export const salesQuerySchema = dayRange
  .extend({
    eventId: uuidSchema.optional(),
    format: z
      .enum(['json', 'csv', 'xlsx'], { error: 'Formato inválido (csv o xlsx)' })
      .default('json'),
  })
  .superRefine(rangeInOrder);
export type SalesQuery = z.output<typeof salesQuerySchema>;

export const seatsByZoneQuerySchema = z.object({
  eventId: uuidSchema,
  format: z
    .enum(['json', 'csv', 'xlsx'], { error: 'Formato inválido (csv o xlsx)' })
    .default('json'),
});
export type SeatsByZoneQuery = z.output<typeof seatsByZoneQuerySchema>;

const money = z.string();
const amount = { total: money, totalVes: money };

/** Every event a report can be about: past, on sale and unpublished (not deleted). */
export const reportEventsSchema = z.object({
  items: z.array(
    z.object({ id: z.uuid(), name: z.string(), code: z.string(), startAt: z.string() }),
  ),
});
export type ReportEvents = z.infer<typeof reportEventsSchema>;

export const settlementSchema = z.object({
  event: z.object({
    id: z.uuid(),
    name: z.string(),
    code: z.string(),
    startAt: z.string(),
    locationName: z.string(),
  }),
  store: z.object({ name: z.string(), rif: z.string().nullable() }).nullable(),
  operator: z.object({ name: z.string(), rif: z.string() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  issuedAt: z.string(),
  zones: z.array(
    z.object({ zoneName: z.string(), seatsSold: z.number(), gross: money, grossVes: money }),
  ),
  byPaymentMethod: z.array(
    z.object({
      paymentMethod: z.string(),
      label: z.string(),
      orders: z.number(),
      seats: z.number(),
      ...amount,
    }),
  ),
  totals: z.object({
    orders: z.number(),
    seatsSold: z.number(),
    gross: money,
    grossVes: money,
    discount: money,
    discountVes: money,
    fee: money,
    feeVes: money,
    tax: money,
    taxVes: money,
    iva: money,
    ivaVes: money,
    ...amount,
    /** The part of the fee the buyers paid on top (0 when the fee is only declared). */
    feeCharged: money,
    feeChargedVes: money,
    /** What the producer is owed: total less fee, tax and IVA. */
    net: money,
    netVes: money,
    /** Courtesy seats given (PAGADA courtesy orders) and their face value. */
    courtesies: z.number(),
    courtesyValue: money,
    /** Sold on credit: counted in the sales, not yet collected. */
    creditOrders: z.number(),
    credits: money,
    creditsVes: money,
    /** Cancelled orders (ANULADA) in the period and what they were worth. */
    cancelled: z.number(),
    cancelledTotal: money,
    cancelledTotalVes: money,
    /** Orders still waiting for their payment. */
    pending: z.number(),
    pendingTotal: money,
  }),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const salesByDayZoneSchema = z.object({
  rows: z.array(
    z.object({
      day: z.string(),
      zoneName: z.string(),
      eventName: z.string(),
      seatsSold: z.number(),
      gross: money,
      grossVes: money,
    }),
  ),
});
export type SalesByDayZone = z.infer<typeof salesByDayZoneSchema>;

export const producerSalesSchema = z.object({
  rows: z.array(
    z.object({
      day: z.string(),
      eventName: z.string(),
      zoneName: z.string(),
      storeName: z.string(),
      channel: z.string(),
      seatsSold: z.number(),
      gross: money,
      grossVes: money,
    }),
  ),
});
export type ProducerSales = z.infer<typeof producerSalesSchema>;

export const seatsByZoneSchema = z.object({
  rows: z.array(
    z.object({
      zoneName: z.string(),
      capacity: z.number(),
      sold: z.number(),
      /** In orders waiting for their payment. */
      reserved: z.number(),
      held: z.number(),
      /** Taken off sale by staff. */
      blocked: z.number(),
      available: z.number(),
    }),
  ),
});
export type SeatsByZone = z.infer<typeof seatsByZoneSchema>;

const todayFigures = {
  orders: z.number(),
  seatsSold: z.number(),
  gross: money,
  grossVes: money,
  pendingApprovals: z.number(),
  /** When the longest-waiting unpaid order was placed (null: none waiting). */
  oldestPendingAt: z.string().nullable(),
  checkIns: z.number(),
};
export const indicatorsSchema = z.object({
  day: z.string(),
  ...todayFigures,
  byEvent: z.array(
    z.object({ eventId: z.uuid(), eventName: z.string(), startAt: z.string(), ...todayFigures }),
  ),
});
export type Indicators = z.infer<typeof indicatorsSchema>;

export const auditQuerySchema = pageQuerySchema
  .extend({
    /** Part of the actor's e-mail. */
    actor: z.string().trim().max(254).optional(),
    /** An action (`orders.approve`) or its family (`orders`). */
    action: z.string().trim().max(60).optional(),
    entity: z.string().trim().max(60).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine(rangeInOrder);
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditExportQuerySchema = auditQuerySchema.safeExtend({
  format: z.enum(['csv', 'xlsx'], { error: 'Formato inválido (csv o xlsx)' }).default('csv'),
});
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

export const auditItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;
export const auditListSchema = z.object({
  items: z.array(auditItemSchema),
  total: z.number(),
  hasMore: z.boolean(),
});
export type AuditList = z.infer<typeof auditListSchema>;

/** What an audit action reads as, for people (the raw key stays in the API). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'orders.create': 'Orden creada',
  'orders.approve': 'Orden aprobada',
  'orders.review': 'Orden en revisión',
  'orders.cancel': 'Orden anulada',
  'payments.reconcile': 'Conciliación bancaria',
  'tickets.resend': 'Entradas reenviadas',
  'checkins.entry': 'Entrada registrada',
  'checkins.repeat': 'Escaneo repetido',
  'checkins.exit': 'Salida registrada',
  'checkins.reentry': 'Reingreso registrado',
  'events.door': 'Puerta del evento cambiada',
  'users.create': 'Usuario creado',
  'users.update': 'Usuario cambiado',
  'customers.create': 'Cliente registrado',
  'events.create': 'Evento creado',
  'events.update': 'Evento cambiado',
  'waitingRoom.update': 'Sala de espera cambiada',
  'zones.create': 'Zona creada',
  'zones.update': 'Zona cambiada',
  'seats.generate': 'Asientos generados',
  'tables.generate': 'Mesas generadas',
  'locations.create': 'Lugar creado',
  'locations.update': 'Lugar cambiado',
  'stores.create': 'Tienda creada',
  'stores.update': 'Tienda cambiada',
  'banks.create': 'Banco creado',
  'banks.update': 'Banco cambiado',
  'rates.create': 'Tasa registrada',
  'rates.refresh': 'Tasa BCV actualizada',
  'settings.update': 'Configuración del negocio',
  'coupons.create': 'Cupón creado',
  'coupons.update': 'Cupón cambiado',
  'membershipTypes.create': 'Tipo de membresía creado',
  'membershipTypes.update': 'Tipo de membresía cambiado',
  'memberships.create': 'Membresía vendida',
  'memberships.delete': 'Membresía anulada',
  'mail.resend': 'Correo reenviado',
  'auth.sign-up': 'Registro',
  'auth.upgrade': 'Registro (desde sesión anónima)',
  'auth.reset-password': 'Contraseña restablecida',
  'auth.change-password': 'Contraseña cambiada',
  'auth.refresh-reuse': 'Sesión reutilizada (revocada)',
};
