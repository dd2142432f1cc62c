/**
 * Bank-statement reconciliation (API.md "reconciliation"): a statement's credit lines
 * matched to PENDIENTE orders by bank and normalized reference, then approved in one step.
 */
import { z } from '../zod-es';

export const STATEMENT_DATE_FORMATS = ['DD/MM/YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'] as const;

/** Which column holds what, by header text: one signed amount column or credit (+ debit). */
export const statementMappingSchema = z
  .object({
    date: z.string().trim().min(1, { error: 'Indique la columna de la fecha' }),
    reference: z.string().trim().min(1, { error: 'Indique la columna de la referencia' }),
    description: z.string().trim().min(1).optional(),
    amount: z.string().trim().min(1).optional(),
    credit: z.string().trim().min(1).optional(),
    debit: z.string().trim().min(1).optional(),
    dateFormat: z.enum(STATEMENT_DATE_FORMATS, { error: 'Formato de fecha inválido' }),
  })
  .refine((m) => !!m.amount !== !!m.credit, {
    error: 'Indique la columna del monto o la del crédito (una de las dos)',
    path: ['amount'],
  });
export type StatementMapping = z.infer<typeof statementMappingSchema>;

/** Allowed difference between a bank line and an order's Bs.S total (rounding of the rate). */
export const RECONCILE_TOLERANCE_VES = '1.00';

const lineSchema = z.object({
  line: z.number().int(),
  date: z.string().nullable(),
  reference: z.string(),
  amountVes: z.string(),
  description: z.string(),
});

const orderMatchSchema = lineSchema.extend({
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  customerName: z.string(),
  expectedVes: z.string(),
  /** Line amount minus the order's total (negative = paid short). */
  differenceVes: z.string(),
});

export const UNMATCHED_REASONS = ['NO_ORDER', 'ALREADY_PAID', 'CANCELLED'] as const;

export const reconcileResultSchema = z.object({
  bankId: z.uuid(),
  mapping: statementMappingSchema,
  matched: z.array(orderMatchSchema),
  amountMismatch: z.array(orderMatchSchema),
  unmatched: z.array(
    lineSchema.extend({ reason: z.enum(UNMATCHED_REASONS), orderId: z.uuid().nullable() }),
  ),
  /** Debits and zero lines: money going out is never a buyer's payment. */
  ignored: z.number().int(),
});
export type ReconcileResult = z.infer<typeof reconcileResultSchema>;
export type ReconcileMatch = ReconcileResult['matched'][number];

/**
 * Orders one confirmation approves at most (a few seconds of work); a longer statement is
 * confirmed in turns of this many (decision 041).
 */
export const RECONCILE_CONFIRM_MAX = 500;

export const confirmReconcileSchema = z.object({
  orderIds: z
    .array(z.uuid({ error: 'Orden inválida' }))
    .min(1, { error: 'Seleccione al menos una orden' })
    .max(RECONCILE_CONFIRM_MAX, {
      error: `Máximo ${RECONCILE_CONFIRM_MAX} órdenes por confirmación`,
    }),
});

export const confirmReconcileResultSchema = z.object({
  approved: z.array(z.uuid()),
  failed: z.array(z.object({ orderId: z.uuid(), code: z.string(), message: z.string() })),
});
