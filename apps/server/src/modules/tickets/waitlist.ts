/**
 * The waiting list (issue 26). On a sold-out event (or zone) a customer queues for 1–10
 * seats. When seats come free, the first in line whose quantity fits gets them held in
 * their name for the event's `waitlist_offer_minutes`, with an e-mail; an offer that lapses
 * passes to the next. Released seats are offered inside the transaction that releases them
 * (cancellation, payment deadline), so no buyer can take them first; seats freed by time
 * (expired holds, lapsed offers) stay off sale while someone waits (seating's `owedToLine`,
 * the hold function) until the job offers them or puts back on sale what no one's quantity
 * fits. Decisions 036 and 043.
 */
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { iso } from '../../lib/sql';
import { isUniqueViolation } from '../../lib/pg-errors';
import { lockForTransaction, tryLockForTransaction } from '../../lib/locks';
import type { AuthUser } from '../auth/public';
import { findUserById } from '../auth/public';
import { findAfterSaleRules } from '../events/public';
import { holdSeatsForOffer, releaseExpiredHolds } from '../holds/public';
import { notifySeatChanges } from '../realtime/public';
import { findFreeSeats, findZone } from '../seating/public';
import { waitlistOfferMail } from './after-sale-mails';
import * as repo from './after-sale-repo';

export interface JoinWaitlist {
  quantity: number;
  zoneId?: string;
}

export async function joinWaitlist(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  input: JoinWaitlist,
) {
  const rules = await findAfterSaleRules(ctx.db, eventId);
  if (!rules) throw new AppError('NOT_FOUND');
  if (!rules.onSale) throw new AppError('EVENT_NOT_ON_SALE');
  if (input.zoneId && !(await zoneOfEvent(ctx, eventId, input.zoneId)))
    throw new AppError('VALIDATION', { fields: { zoneId: 'La zona no es de este evento' } });
  if ((await findFreeSeats(ctx.db, eventId, { zoneId: input.zoneId, limit: 1 })).length)
    throw new AppError('SEATS_AVAILABLE');
  try {
    const entry = await repo.insertWaitlistEntry(ctx.db, {
      eventId,
      zoneId: input.zoneId ?? null,
      userId: user.id,
      quantity: input.quantity,
    });
    return { position: await repo.positionOf(ctx.db, entry.id), state: 'WAITING' as const };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('WAITLIST_JOINED');
    throw err;
  }
}

async function zoneOfEvent(ctx: AppContext, eventId: string, zoneId: string) {
  const zone = await findZone(ctx.db, zoneId);
  return zone && zone.eventId === eventId && !zone.isDelete;
}

/**
 * Where the customer stands; an offer past its time reads EXPIRED before the job marks it.
 * Bought through the offer (FULFILLED): the line is behind them, NONE.
 */
export async function myWaitlist(ctx: AppContext, user: AuthUser, eventId: string) {
  const entry = await repo.findMyEntry(ctx.db, eventId, user.id);
  if (!entry || entry.state === 'LEFT' || entry.state === 'FULFILLED')
    return { position: null, state: 'NONE' as const };
  if (entry.state === 'WAITING')
    return { position: await repo.positionOf(ctx.db, entry.id), state: 'WAITING' as const };
  if (
    entry.state === 'OFFERED' &&
    entry.offerExpiresAt &&
    new Date(entry.offerExpiresAt) > new Date()
  )
    return {
      position: null,
      state: 'OFFERED' as const,
      offerExpiresAt: iso(entry.offerExpiresAt),
      seats: entry.offeredSeatIds?.length ?? 0,
    };
  return { position: null, state: 'EXPIRED' as const };
}

/** Staff: the event's line, waiting first (in order), then offers and lapsed ones. */
export async function eventWaitlist(ctx: AppContext, eventId: string) {
  const entries = await repo.listEventWaitlist(ctx.db, eventId);
  let position = 0;
  const items = [];
  for (const e of entries) {
    const u = await findUserById(ctx.db, e.userId);
    items.push({
      id: e.id,
      position: e.state === 'WAITING' ? ++position : null,
      state: e.state,
      quantity: e.quantity,
      zoneId: e.zoneId,
      customer: {
        id: e.userId,
        name: u ? `${u.name} ${u.lastName}`.trim() : '',
        email: u?.email ?? null,
      },
      createdAt: iso(e.createdAt),
      offerExpiresAt: e.offerExpiresAt ? iso(e.offerExpiresAt) : null,
    });
  }
  return { items };
}

/**
 * A sale recorded `seatIds` for `customerId` (orders' recordSale, in its transaction): the
 * customer's offer holding any of them is FULFILLED, so it never reads as lapsed.
 */
export async function fulfilWaitlistOffer(
  tx: Tx,
  sale: { eventId: string; customerId: string; seatIds: string[]; orderId: string },
): Promise<void> {
  await repo.markOfferFulfilled(tx, {
    eventId: sale.eventId,
    userId: sale.customerId,
    seatIds: sale.seatIds,
    orderId: sale.orderId,
  });
}

/**
 * Offers `seatIds` (just released, or found free) to the line of the event, first first,
 * in the caller's transaction: each entry whose quantity fits among the seats left (of its
 * zone, when it named one) gets that many held in its name. Returns the seats offered.
 */
export async function offerReleasedSeats(
  ctx: AppContext,
  tx: Tx,
  eventId: string,
  seatIds: string[],
): Promise<string[]> {
  if (!seatIds.length) return [];
  const line = await repo.lockWaitingLine(tx, eventId);
  if (!line.length) return [];
  const rules = await findAfterSaleRules(tx, eventId);
  if (!rules || rules.startAt <= new Date()) return [];
  let free = await findFreeSeats(tx, eventId, { seatIds, forLine: true });
  const offered: string[] = [];
  for (const entry of line) {
    if (!free.length) break;
    const fit = free.filter((s) => !entry.zoneId || s.zoneId === entry.zoneId);
    if (fit.length < entry.quantity) continue;
    const chosen = fit.slice(0, entry.quantity).map((s) => s.id);
    const expiresAt = new Date(Date.now() + rules.waitlistOfferMinutes * 60_000);
    if (
      !(await holdSeatsForOffer(tx, { userId: entry.userId, eventId, seatIds: chosen, expiresAt }))
    ) {
      free = await findFreeSeats(tx, eventId, { seatIds: free.map((s) => s.id), forLine: true });
      continue;
    }
    await repo.markOffered(tx, entry.id, chosen, expiresAt);
    free = free.filter((s) => !chosen.includes(s.id));
    offered.push(...chosen);
    const u = await findUserById(tx, entry.userId);
    if (u?.email)
      await ctx.mailer.enqueue(
        tx,
        waitlistOfferMail(ctx.config, {
          to: u.email,
          name: u.name,
          eventId,
          eventName: rules.name,
          eventStartAt: rules.startAt,
          seats: chosen.length,
          expiresAt,
        }),
      );
  }
  if (offered.length)
    await notifySeatChanges(
      tx,
      eventId,
      offered.map((seatId) => ({ seatId, status: 'held' as const })),
    );
  return offered;
}

const JOB_LOCK = 'tickera:waitlist';

/**
 * The job: offers that lapsed pass on, and seats free now (expired holds, lapsed offers,
 * anything released outside a cancellation) go to each event's line. One runner at a time.
 */
export async function runWaitlist(ctx: AppContext): Promise<number> {
  let offered = 0;
  await ctx.db.transaction(async (tx) => {
    if (!(await tryLockForTransaction(tx, JOB_LOCK))) return;
    await repo.expireLapsedOffers(tx);
    for (const eventId of await repo.eventsWithWaitingLine(tx)) {
      await lockForTransaction(tx, JOB_LOCK, eventId);
      const free = await findFreeSeats(tx, eventId, { forLine: true });
      offered += (
        await offerReleasedSeats(
          ctx,
          tx,
          eventId,
          free.map((s) => s.id),
        )
      ).length;
      // What the line could not take (no quantity fits) goes back on sale.
      const released = await releaseExpiredHolds(tx, eventId);
      if (released.length)
        await notifySeatChanges(
          tx,
          eventId,
          released.map((seatId) => ({ seatId, status: 'available' as const })),
        );
    }
  });
  if (offered) ctx.mailer.kick();
  return offered;
}
