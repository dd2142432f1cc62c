/**
 * What approving an order checks (issue "Sale integrity"): the money and who approves.
 * - The declared payment must cover the order's Bs.S total at its frozen rate, within
 *   APPROVAL_TOLERANCE_VES of rounding; an admin or supervisor may accept a shortfall
 *   with a reason (kept on the order and in the audit log). A membership's orders are
 *   approved together: its one payment must cover all their totals (decision 029).
 * - A transfer, pago móvil or Zelle order is approved by a second person, who checks the
 *   bank: neither whoever registered it nor its customer (a staff member buying for
 *   themself on the public site) may approve it. Cash and POS at the counter are approved
 *   by their seller, who saw the money.
 */
import { addMoney, convertToVes, fromCents, toCents } from '@tickera/shared/money';
import { can } from '@tickera/shared/permissions';
import type { ApproveOrder } from '@tickera/shared/schemas/orders';
import type { Tx } from '../../db/client';
import { AppError, fieldError } from '../../errors';
import { findSeasonOrderIds, findSeasonOrders } from '../memberships/public';
import { findDeclaredPayments } from '../payments/public';
import { lockOrdersForApproval, type ApprovalRow } from './repo';
import type { AuthUser } from '../auth/public';

/** Rounding of a USD total or payment through the BCV rate: at most Bs. 1 (docs/decisions/012). */
export const APPROVAL_TOLERANCE_VES = '1.00';

/** Paid into a bank: approved by a second person, who checks the bank. */
export const CHECKED_BY_A_SECOND_PERSON = ['TRANSFERENCIA', 'PAGO_MOVIL', 'ZELLE'];

export interface ApprovalCheck {
  /** Set when a shortfall was accepted: what is written on the order and in the audit. */
  shortfall: { expectedVes: string; declaredVes: string; reason: string } | null;
  /**
   * The orders approved together: this one, or every PENDIENTE order of its membership,
   * which one payment pays (decision 029).
   */
  orderIds: string[];
}

export async function checkApproval(
  tx: Tx,
  actor: AuthUser,
  orderId: string,
  input: ApproveOrder,
): Promise<ApprovalCheck> {
  // A membership's orders are approved together: found first, then locked with this one.
  const season = await findSeasonOrderIds(tx, orderId);
  const found = await loadApprovals(tx, [...new Set([orderId, ...season])]);
  return judgeApproval(actor, orderId, { ...found, season }, input);
}

interface Approvals {
  /** The orders locked, with what approval compares. */
  rows: ApprovalRow[];
  /** Their live declared payments. */
  declared: Awaited<ReturnType<typeof findDeclaredPayments>>;
}

/** Locks the orders (in id order, one statement) and reads their declared payments. */
async function loadApprovals(tx: Tx, ids: string[]): Promise<Approvals> {
  const rows = await lockOrdersForApproval(tx, ids);
  return { rows, declared: await findDeclaredPayments(tx, ids) };
}

/**
 * Many orders' checks with one lock and one read for all (the reconciliation's batches): each
 * order's approval, or the refusal the approve action would answer for it.
 */
export async function checkApprovals(
  tx: Tx,
  actor: AuthUser,
  orderIds: string[],
): Promise<Map<string, ApprovalCheck | AppError>> {
  const seasons = await findSeasonOrders(tx, orderIds);
  const found = await loadApprovals(tx, [
    ...new Set([...orderIds, ...[...seasons.values()].flat()]),
  ]);
  const checks = new Map<string, ApprovalCheck | AppError>();
  for (const id of orderIds) {
    try {
      checks.set(id, judgeApproval(actor, id, { ...found, season: seasons.get(id) ?? [] }, {}));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      checks.set(id, err);
    }
  }
  return checks;
}

/** The rules on rows read under lock: `season` is every order of the order's membership. */
function judgeApproval(
  actor: AuthUser,
  orderId: string,
  found: Approvals & { season: string[] },
  input: ApproveOrder,
): ApprovalCheck {
  const members = new Set([orderId, ...found.season]);
  const group = found.rows.filter((row) => members.has(row.id));
  const o = group.find((row) => row.id === orderId);
  if (!o) throw new AppError('NOT_FOUND');
  if (o.status === 'PAGADA') throw new AppError('ORDER_ALREADY_PAID');
  if (o.status === 'ANULADA') throw new AppError('ORDER_CANCELLED');
  if (
    (o.createdBy === actor.id || o.customerId === actor.id) &&
    CHECKED_BY_A_SECOND_PERSON.includes(o.paymentMethod)
  )
    throw new AppError('SELF_APPROVAL');
  const together = group.filter((row) => row.status === 'PENDIENTE');
  const approved = { shortfall: null, orderIds: together.map((row) => row.id) };

  // Courtesies cost nothing; credit is paid later; cash and POS were seen by the seller.
  if (o.courtesy || o.credit) return approved;
  const declared = found.declared.filter((p) => members.has(p.orderId));
  const paidIntoABank = CHECKED_BY_A_SECOND_PERSON.includes(o.paymentMethod);
  if (!declared.length && !paidIntoABank) return approved;
  // A bank payment is compared with what was declared: none declared is nothing paid.
  const declaredVes = addMoney(
    '0.00',
    ...declared.map((p) => {
      const rate = group.find((row) => row.id === p.orderId)!.rate;
      return p.currency === 'USD' ? convertToVes(p.amount, rate) : p.amount;
    }),
  );
  const expectedVes = addMoney(...together.map((row) => row.totalVes));
  const short = toCents(expectedVes) - toCents(declaredVes);
  if (short <= toCents(APPROVAL_TOLERANCE_VES)) return approved;

  const details = { expectedVes, declaredVes, shortVes: fromCents(short) };
  if (!input.acceptShortfall) throw new AppError('PAYMENT_AMOUNT_SHORT', details);
  if (!can(actor.role, 'orders.acceptShortfall')) throw new AppError('FORBIDDEN');
  if (!input.reason) throw fieldError('reason', 'Indique por qué acepta un pago menor');
  return { ...approved, shortfall: { expectedVes, declaredVes, reason: input.reason } };
}
