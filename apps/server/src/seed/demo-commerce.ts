/** Demo promotions: a coupon for the concert and the Leones season ticket. */
import type { Tx } from '../db/client';
import { coupons } from '../db/schema/coupons';
import { membershipTypeEvents, membershipTypes } from '../db/schema/memberships';
import type { DemoEvents } from './demo-events';

export async function insertDemoCommerce(db: Tx, now: Date, demo: DemoEvents): Promise<void> {
  // Spec §5: a coupon must have event_id.
  await db.insert(coupons).values({
    code: 'PROMO10',
    eventId: demo.concertId,
    discountType: 'PERCENT',
    discountValue: '10.00',
    maxUses: 100,
    maxUsesPerCustomer: 1,
    validFrom: now,
    validTo: demo.concertStartAt,
  });

  const [abono] = await db
    .insert(membershipTypes)
    .values({ code: 'ABONO-LEONES', name: 'Abono Temporada Leones', price: '45.00' })
    .returning({ id: membershipTypes.id });
  await db
    .insert(membershipTypeEvents)
    .values(demo.leonesGameIds.map((eventId) => ({ membershipTypeId: abono.id, eventId })));
}
