import type { PaymentUse } from '@tickera/shared/schemas/payments';
import type { AppContext } from '../../context';
import { iso } from '../../lib/sql';
import { findOrderBriefs } from '../orders/public';
import { findBanks } from '../stores/service';
import * as repo from './repo';

/** GET /api/payments?reference=: each use with its order's number and status and its bank. */
export async function findPaymentUses(ctx: AppContext, reference: string) {
  const found = await repo.findPaymentUses(ctx.db, reference);
  const [orders, banks] = await Promise.all([
    findOrderBriefs(
      ctx.db,
      found.map((p) => p.orderId),
    ),
    findBanks(ctx.db, [...new Set(found.flatMap((p) => (p.bankId ? [p.bankId] : [])))]),
  ]);
  const bankNames = new Map(banks.map((b) => [b.id, `${b.code} - ${b.name}`]));
  return {
    items: found.map(({ bankId, ...p }): PaymentUse => ({
      ...p,
      orderNumber: orders.get(p.orderId)?.number ?? 0,
      orderStatus: orders.get(p.orderId)?.status ?? '',
      bankName: bankId ? (bankNames.get(bankId) ?? null) : null,
      createdAt: iso(p.createdAt),
    })),
  };
}
