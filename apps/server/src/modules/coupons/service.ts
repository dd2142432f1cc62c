import { fromCents, percentOf, toCents } from '@tickera/shared/money';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { iso } from '../../lib/sql';
import * as repo from './repo';
import { lockForTransaction } from '../../lib/locks';
import type { z } from 'zod';
import {
  couponRuleProblems,
  type Coupon,
  type CouponInput,
  type couponListQuerySchema,
  type CouponPatch,
} from '@tickera/shared/schemas/coupons';
import { auditedWrite } from '../../lib/audit';
import { refuseDuplicateCode } from '../../lib/pg-errors';
import type { AuthUser } from '../auth/public';
import { eventExists, findEventBriefs } from '../events/public';

/** GET /api/coupons/:code — unknown, expired, used up, inactive or without event are all COUPON_INVALID. */
export async function getCoupon(ctx: AppContext, code: string) {
  const c = await repo.findUsableCoupon(ctx.db, code);
  if (!c || !c.eventId) throw new AppError('COUPON_INVALID', undefined, undefined, 404);
  return {
    code: c.code,
    eventId: c.eventId,
    discountType: c.discountType,
    discountValue: c.discountValue,
    validTo: c.validTo ? iso(c.validTo) : null,
    remainingUses: c.maxUses === null ? null : c.maxUses - c.usedCount,
  };
}

/** Applies a coupon to an order being created; returns the discount on `base` (USD). */
/** A coupon usable now for this event, or COUPON_INVALID naming `couponCode`. */
async function usableFor(db: Tx, code: string, eventId: string) {
  const c = await repo.findUsableCoupon(db, code);
  if (!c || c.eventId !== eventId)
    throw new AppError('COUPON_INVALID', {
      fields: { couponCode: 'Cupón inválido para este evento' },
    });
  return c;
}

const customerLimitReached = () =>
  new AppError('COUPON_INVALID', {
    fields: { couponCode: 'Ya usó este cupón el máximo de veces' },
  });

export async function redeemCoupon(
  tx: Tx,
  p: { code: string; eventId: string; customerId: string; base: string },
) {
  const c = await usableFor(tx, p.code, p.eventId);
  // One customer's redemptions of one coupon are counted one order at a time.
  await lockForTransaction(tx, c.id, p.customerId);
  if (
    c.maxUsesPerCustomer !== null &&
    (await repo.countCustomerUses(tx, c.id, p.customerId)) >= c.maxUsesPerCustomer
  )
    throw customerLimitReached();
  if (!(await repo.claimUse(tx, c.id)))
    throw new AppError('COUPON_INVALID', { fields: { couponCode: 'El cupón se agotó' } });
  return { couponId: c.id, code: c.code, discount: discountFor(c, p.base) };
}

/** The discount a coupon gives on `base` (USD): exact cents, never above the tickets' price. */
export function discountFor(
  c: Pick<repo.CouponRow, 'discountType' | 'discountValue'>,
  base: string,
): string {
  const raw = c.discountType === 'PERCENT' ? percentOf(base, c.discountValue) : c.discountValue;
  return toCents(raw) > toCents(base) ? base : fromCents(toCents(raw));
}

/**
 * What a coupon would take off these tickets now, for the summary before paying: the same
 * checks as the order (usable, this event, the customer's own limit), nothing counted.
 */
export async function previewCoupon(
  db: Tx,
  p: { code: string; eventId: string; customerId: string; base: string },
) {
  const c = await usableFor(db, p.code, p.eventId);
  if (
    c.maxUsesPerCustomer !== null &&
    (await repo.countCustomerUses(db, c.id, p.customerId)) >= c.maxUsesPerCustomer
  )
    throw customerLimitReached();
  return { code: c.code, discount: discountFor(c, p.base) };
}

/** A coupon as staff see it, with its event's name (events'). */
async function presentCoupons(db: Tx, found: repo.CouponAdminRow[]): Promise<Coupon[]> {
  const events = await findEventBriefs(
    db,
    found.flatMap((c) => (c.eventId ? [c.eventId] : [])),
  );
  return found.map((c) =>
    presentCoupon(c, c.eventId ? (events.get(c.eventId)?.name ?? null) : null),
  );
}

async function readCoupon(db: Tx, id: string): Promise<Coupon> {
  return (await presentCoupons(db, [(await repo.findCouponById(db, id))!]))[0];
}

const presentCoupon = (r: repo.CouponAdminRow, eventName: string | null): Coupon => ({
  ...r,
  eventName,
  remainingUses: r.maxUses === null ? null : Math.max(r.maxUses - r.usedCount, 0),
  validFrom: r.validFrom ? iso(r.validFrom) : null,
  validTo: r.validTo ? iso(r.validTo) : null,
  createdAt: iso(r.createdAt),
});

const toDate = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null ? null : new Date(v);

/** A coupon's event must exist (a 422 naming the field, never a foreign-key 500). */
async function requireEvent(db: Tx, eventId: string | undefined) {
  if (eventId && !(await eventExists(db, eventId)))
    throw new AppError(
      'VALIDATION',
      { fields: { eventId: 'El evento no existe' } },
      undefined,
      422,
    );
}

export async function createCoupon(
  ctx: AppContext,
  actor: AuthUser,
  input: CouponInput,
  ip: string,
) {
  await requireEvent(ctx.db, input.eventId);
  const { id } = await auditedWrite(
    ctx.db,
    { actorId: actor.id, action: 'coupons.create', entity: 'coupon', after: input, ip },
    (tx) =>
      repo
        .insertCoupon(tx, {
          ...input,
          validFrom: toDate(input.validFrom),
          validTo: toDate(input.validTo),
        })
        .catch(refuseDuplicateCode),
  );
  return readCoupon(ctx.db, id);
}

export async function patchCoupon(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: CouponPatch,
  ip: string,
) {
  const stored = await repo.findCouponById(ctx.db, id);
  if (!stored) throw new AppError('NOT_FOUND');
  const problems = couponRuleProblems({
    discountType: input.discountType ?? stored.discountType,
    discountValue: input.discountValue ?? stored.discountValue,
    maxUses: input.maxUses === undefined ? stored.maxUses : input.maxUses,
    maxUsesPerCustomer:
      input.maxUsesPerCustomer === undefined ? stored.maxUsesPerCustomer : input.maxUsesPerCustomer,
    validFrom:
      input.validFrom === undefined ? stored.validFrom && iso(stored.validFrom) : input.validFrom,
    validTo: input.validTo === undefined ? stored.validTo && iso(stored.validTo) : input.validTo,
  });
  if (Object.keys(problems).length)
    throw new AppError('VALIDATION', { fields: problems }, Object.values(problems)[0] + '.', 422);
  await requireEvent(ctx.db, input.eventId);
  await auditedWrite(
    ctx.db,
    { actorId: actor.id, action: 'coupons.update', entity: 'coupon', ip },
    (tx) =>
      repo
        .updateCoupon(tx, id, {
          ...input,
          validFrom: toDate(input.validFrom),
          validTo: toDate(input.validTo),
        })
        .catch(refuseDuplicateCode),
    { table: 'coupons', id },
  );
  return readCoupon(ctx.db, id);
}

export async function listCoupons(ctx: AppContext, q: z.output<typeof couponListQuerySchema>) {
  const { rows, total } = await repo.listCoupons(ctx.db, {
    ...q,
    offset: (q.page - 1) * q.limit,
  });
  return { items: await presentCoupons(ctx.db, rows), total };
}
