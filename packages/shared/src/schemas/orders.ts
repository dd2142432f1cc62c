import { z } from '../zod-es';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../constants';
import { SEAT_ACCESS } from '../place-names';
import { uuidSchema } from './events';

/** Money typed by a person or a client: "1234.56" (dot decimal, up to 2 decimals). */
export const moneyInputSchema = z
  .string({ error: 'El monto es obligatorio' })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, { error: 'Monto inválido (use números, ej. 1234.56)' });

export const paymentInputSchema = z.object({
  bankId: uuidSchema,
  reference: z
    .string({ error: 'La referencia es obligatoria' })
    .trim()
    .regex(/^[0-9A-Za-z-]{4,30}$/, { error: 'Referencia inválida (4 a 30 letras o números)' }),
  amount: moneyInputSchema,
  /** yyyy-MM-dd (spec §3 payment_date). */
  date: z.iso.date({ error: 'Fecha inválida (aaaa-mm-dd)' }),
  currency: z.enum(['VES', 'USD'], { error: 'Moneda inválida (VES o USD)' }),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** Methods paid at the box office, where the seller sees the money: never online. */
export const COUNTER_METHODS = ['EFECTIVO_USD', 'EFECTIVO_VES', 'PUNTO_DE_VENTA'] as const;

/** A customer may keep at most this many unpaid orders per event (issue "Sale integrity"). */
export const MAX_PENDING_ORDERS_PER_EVENT = 2;

/** Methods that need a bank transfer record (bank, reference, date, amount). */
export const BANK_METHODS = ['TRANSFERENCIA', 'PAGO_MOVIL'] as const;

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  TRANSFERENCIA: 'Transferencia',
  PAGO_MOVIL: 'Pago móvil',
  EFECTIVO_USD: 'Efectivo USD',
  EFECTIVO_VES: 'Efectivo Bs.S',
  PUNTO_DE_VENTA: 'Punto de venta',
  ZELLE: 'Zelle',
};

/**
 * Where an order was sold: the public site, the box office, a courtesy given by staff, or
 * a season membership (one order per event of the season). Reports group by it.
 */
export const ORDER_CHANNELS = ['WEB', 'TAQUILLA', 'CORTESIA', 'MEMBRESIA'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
export const CHANNEL_LABELS: Record<OrderChannel, string> = {
  WEB: 'Web',
  TAQUILLA: 'Taquilla',
  CORTESIA: 'Cortesía',
  MEMBRESIA: 'Membresía',
};

/** A transfer or pago móvil names its bank, reference, date and amount (a courtesy pays nothing). */
export const bankDetailsGiven = (o: {
  paymentMethod: string;
  payment?: unknown;
  courtesy?: boolean;
}) => !(BANK_METHODS as readonly string[]).includes(o.paymentMethod) || !!o.payment || !!o.courtesy;
export const BANK_DETAILS_MISSING = {
  error: 'Indique banco, referencia, fecha y monto del pago',
  path: ['payment'],
};

export const createOrderSchema = z
  .object({
    eventId: uuidSchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Método de pago inválido' }),
    payment: paymentInputSchema.optional(),
    couponCode: z.string().trim().min(1).max(40).optional(),
    notes: z.string().trim().max(500).optional(),
    customerId: uuidSchema.optional(),
    courtesy: z.boolean().optional(),
    credit: z.boolean().optional(),
  })
  .refine(bankDetailsGiven, BANK_DETAILS_MISSING);
export type CreateOrder = z.infer<typeof createOrderSchema>;

export const ticketSchema = z.object({ id: z.uuid(), code: z.string(), qr: z.string() });

export const orderSchema = z.object({
  id: z.uuid(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  channel: z.string(),
  paymentMethod: z.string(),
  notes: z.string().nullable(),
  inReview: z.boolean(),
  courtesy: z.boolean(),
  credit: z.boolean(),
  couponCode: z.string().nullable(),
  basePrice: z.string(),
  discount: z.string(),
  fee: z.string(),
  tax: z.string(),
  iva: z.string(),
  total: z.string(),
  /** The BCV rate frozen when the order was created (4 decimals). */
  rate: z.string(),
  totalVes: z.string(),
  createdAt: z.string(),
  cancellationReason: z.string().nullable(),
  cancellationNotes: z.string().nullable(),
  /** While PENDIENTE: unpaid by then, the order is cancelled (reason PAYMENT_DEADLINE). */
  paymentDueAt: z.string().nullable(),
  /** Why an admin or supervisor accepted a payment below the total. */
  shortfallReason: z.string().nullable(),
  /** Who did what and when (nothing is deleted: an order keeps its history). */
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  event: z.object({
    id: z.uuid(),
    name: z.string(),
    code: z.string(),
    startAt: z.string(),
    printTypes: z.array(z.string()),
    location: z.object({ name: z.string(), city: z.string() }),
  }),
  customer: z.object({
    id: z.uuid(),
    name: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    identification: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  seats: z.array(
    z.object({
      seatId: z.uuid(),
      price: z.string(),
      zone: z.object({ id: z.uuid(), name: z.string() }),
      seat: z.object({
        id: z.uuid(),
        name: z.string(),
        row: z.string(),
        index: z.number(),
        /** A wheelchair space or the companion seat beside one (place-names.ts `accessPhrase`), else null. */
        access: z.enum(SEAT_ACCESS).nullable(),
      }),
      /** Issued when the order is PAGADA; `qr` is a PNG data URL of `code`. */
      ticketIssued: z.boolean(),
      /**
       * The entry code and its QR: only for the order's owner and the box office (admin,
       * supervisor, sales; `tickets.codes`). Door and audit logins get null (PERMISSIONS.md).
       */
      ticket: ticketSchema.nullable(),
      /** The seat's ticket was passed to someone else: it is theirs now, not the order's customer's. */
      transferred: z.boolean(),
    }),
  ),
  payment: z
    .object({
      method: z.string(),
      bankId: z.uuid().nullable(),
      bankName: z.string().nullable(),
      reference: z.string().nullable(),
      amount: z.string(),
      currency: z.string(),
      /** The declared amount in Bs.S at the order's frozen rate: what approval compares with totalVes. */
      amountVes: z.string(),
      date: z.string().nullable(),
      status: z.string(),
    })
    .nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = z.object({ items: z.array(orderSchema) });

export const cancelOrderSchema = z.object({
  reason: z
    .string({ error: 'Indique el motivo' })
    .trim()
    .min(3, { error: 'Indique el motivo (mínimo 3 caracteres)' })
    .max(300),
  notesText: z.string().trim().max(1000).optional(),
});
/** POST /api/orders/:id/approve: empty, or an admin/supervisor accepting a payment below the total. */
export const approveOrderSchema = z
  .object({
    acceptShortfall: z.boolean({ error: 'Debe ser true o false' }).optional(),
    reason: z
      .string()
      .trim()
      .min(3, { error: 'Indique el motivo (mínimo 3 caracteres)' })
      .max(300, { error: 'Máximo 300 caracteres' })
      .optional(),
  })
  // No body at all is the usual approval.
  .nullish()
  .transform((v) => v ?? {});
export type ApproveOrder = z.output<typeof approveOrderSchema>;

export const reviewOrderSchema = z.object({
  inReview: z.boolean({ error: 'Debe ser true o false' }),
});

export const listOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(ORDER_STATUSES, { error: 'Estado inválido' }).optional(),
  eventId: uuidSchema.optional(),
  inReview: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Customer name, cédula, e-mail or payment reference. */
  q: z.string().trim().min(1).max(100).optional(),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;
