/** The cart: server-owned seat holds, all or nothing, within the role's and zone's limits. */
import { HOLD_LIMITS, STAFF_ROLES } from '@tickera/shared/roles';
import type { HoldRequest } from '@tickera/shared/schemas/holds';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { Tx } from '../../db/client';
import { iso } from '../../lib/sql';
import type { AuthUser } from '../auth/current-user';
import * as events from '../events/repo';
import { notifySeatChanges } from '../realtime/seat-feed';
import * as repo from './repo';

export async function holdSeats(ctx: AppContext, user: AuthUser, input: HoldRequest) {
  const event = await events.findEvent(ctx.db, input.eventId, true);
  if (!event) throw new AppError('EVENT_NOT_ON_SALE');

  const held = await ctx.db.transaction(async (tx) => {
    await repo.lockUserEvent(tx, user.id, input.eventId);
    const seats = await repo.lockSeats(tx, input.seatIds);
    const foreign = input.seatIds.filter(
      (id) => !seats.some((s) => s.id === id && s.eventId === input.eventId),
    );
    if (foreign.length) {
      throw new AppError('VALIDATION', {
        fields: { seatIds: 'Hay asientos que no existen o no pertenecen a este evento' },
        seatIds: foreign,
      });
    }

    const taken = await repo.takeSeats(
      tx,
      user.id,
      input.eventId,
      input.seatIds,
      ctx.config.holdSeconds,
    );
    if (taken.length !== input.seatIds.length) {
      const unavailable = input.seatIds.filter((id) => !taken.some((t) => t.seatId === id));
      throw new AppError('SEAT_UNAVAILABLE', { seatIds: unavailable });
    }

    const perZone = await repo.countLiveHolds(tx, user.id, input.eventId);
    const total = perZone.reduce((sum, z) => sum + z.n, 0);
    const limit = HOLD_LIMITS[user.role];
    if (total > limit)
      throw new AppError(
        'HOLD_LIMIT',
        { limit, held: total },
        `Puede reservar hasta ${limit} asientos por evento.`,
      );
    // A zone's max_seats_web caps what the public site may hold there; staff sell at the box office.
    if (!STAFF_ROLES.includes(user.role)) {
      for (const z of perZone) {
        const cap = seats.find((s) => s.zoneId === z.zoneId)?.maxSeatsWeb;
        if (cap != null && z.n > cap) {
          throw new AppError(
            'HOLD_LIMIT',
            { limit: cap, zoneId: z.zoneId },
            `En esta zona puede reservar hasta ${cap} asientos por la web.`,
          );
        }
      }
    }
    await notifySeatChanges(
      tx,
      input.eventId,
      taken.map((t) => ({ seatId: t.seatId, status: 'held' as const })),
    );
    return taken;
  });

  const expiresAt = held.reduce(
    (min, h) => (h.expiresAt < min ? h.expiresAt : min),
    held[0].expiresAt,
  );
  return {
    holds: held.map((h) => ({ seatId: h.seatId, expiresAt: iso(h.expiresAt) })),
    expiresAt: iso(expiresAt),
  };
}

export async function listHolds(ctx: AppContext, userId: string, eventId?: string) {
  const holds = await repo.listLiveHolds(ctx.db, userId, eventId);
  return {
    holds: holds.map((h) => ({
      seatId: h.seatId,
      eventId: h.eventId,
      expiresAt: iso(h.expiresAt),
      seat: {
        name: h.seatName,
        row: h.row,
        index: h.index,
        zone: { id: h.zoneId, name: h.zoneName, basePrice: h.basePrice },
      },
    })),
  };
}

/** Tells browsers that these seats are free again, grouped per event. */
async function notifyAvailable(tx: Tx, seats: { seatId: string; eventId: string }[]) {
  const byEvent = new Map<string, string[]>();
  for (const r of seats) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r.seatId]);
  for (const [eventId, seatIds] of byEvent) {
    await notifySeatChanges(
      tx,
      eventId,
      seatIds.map((seatId) => ({ seatId, status: 'available' as const })),
    );
  }
}

export async function releaseHolds(
  ctx: AppContext,
  userId: string,
  filter: { seatId?: string; eventId?: string },
) {
  await ctx.db.transaction(async (tx) => {
    const released = await repo.releaseHolds(tx, userId, filter);
    await notifyAvailable(
      tx,
      released.filter((r) => r.live),
    );
  });
}

/** The sweeper's pass: expired holds stop counting at once anyway; this tidies and tells browsers. */
export async function sweepExpiredHolds(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const expired = await repo.deleteExpiredHolds(tx);
    await notifyAvailable(tx, expired);
    return expired.length;
  });
}
