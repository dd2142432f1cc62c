import type { PaymentUse } from '@tickera/shared/schemas/payments';
import type { AppContext } from '../../context';
import { iso } from '../../lib/sql';
import * as repo from './repo';

/** GET /api/payments?reference= */
export async function findPaymentUses(ctx: AppContext, reference: string) {
  const found = await repo.findPaymentUses(ctx.db, reference);
  return { items: found.map((p): PaymentUse => ({ ...p, createdAt: iso(p.createdAt) })) };
}
