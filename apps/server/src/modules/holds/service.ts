/** The cart: server-owned seat holds, all or nothing, within the role's and zone's limits. */
import { HOLD_LIMITS, STAFF_ROLES } from '@tickera/shared/roles';
import { findBestBlock, type BestRow } from '@tickera/shared/best-seats';
import type { BestHoldRequest, HoldRequest } from '@tickera/shared/schemas/holds';
import type { AppContext } from '../../context';
import { pgErrorOf } from '../../lib/pg-errors';
import { AppError } from '../../errors';
import type { Tx } from '../../db/client';
import { iso } from '../../lib/sql';
import type { AuthUser } from '../auth/current-user';
import { notifySeatChanges } from '../realtime/seat-feed';
import * as repo from './repo';

/** The hold function's refusals (drizzle/0005_hold_function.sql), as the API's errors. */
function holdRefusal(err: unknown): AppError | null {
  const pg = pgErrorOf(err);
  const ids = () => (pg?.detail ? pg.detail.split(',') : []);
  switch (pg?.code) {
    case 'TK001':
      return new AppError('EVENT_NOT_ON_SALE');
    case 'TK002':
      return new AppError('VALIDATION', {
        fields: { seatIds: 'Hay asientos que no existen o no pertenecen a este evento' },
        seatIds: ids(),
      });
    case 'TK003':
      return new AppError('SEAT_UNAVAILABLE', { seatIds: ids() });
    case 'TK004': {
      const d = JSON.parse(pg.detail ?? '{}') as { limit: number; held: number };
      return new AppError('HOLD_LIMIT', d, `Puede reservar hasta ${d.limit} asientos por evento.`);
    }
    case 'TK005': {
      const d = JSON.parse(pg.detail ?? '{}') as { limit: number; zoneId: string };
      return new AppError(
        'HOLD_LIMIT',
        d,
        `En esta zona puede reservar hasta ${d.limit} asientos por la web.`,
      );
    }
    default:
      return null;
  }
}

/**
 * Takes the seats, all or nothing, in one prepared statement (the on-sale's hot path),
 * then tells every open seat map within a moment, outside the transaction.
 */
export async function holdSeats(ctx: AppContext, user: AuthUser, input: HoldRequest) {
  let held: { heldSeat: string; heldUntil: Date | string }[];
  try {
    held = await ctx.database.prepared(
      'hold-seats',
      `select held_seat as "heldSeat", held_until as "heldUntil"
         from tickera_hold_seats($1::uuid, $2::uuid, $3::uuid[], $4::int, $5::int, $6::boolean)`,
      [
        user.id,
        input.eventId,
        input.seatIds,
        ctx.config.holdSeconds,
        HOLD_LIMITS[user.role],
        // A zone's max_seats_web caps the public site; staff sell at the box office.
        !STAFF_ROLES.includes(user.role),
      ],
    );
  } catch (err) {
    throw holdRefusal(err) ?? err;
  }
  return heldAnswer(ctx, input.eventId, held);
}

/** The seats a hold takes and sends to the seat maps, as the API answers them. */
function heldAnswer(
  ctx: AppContext,
  eventId: string,
  held: { heldSeat: string; heldUntil: Date | string }[],
) {
  ctx.seatFeed.publish(
    eventId,
    held.map((h) => ({ seatId: h.heldSeat, status: 'held' as const })),
  );
  const until = held.map((h) => iso(h.heldUntil));
  return {
    holds: held.map((h, i) => ({ seatId: h.heldSeat, expiresAt: until[i] })),
    expiresAt: until.reduce((min, t) => (t < min ? t : min)),
  };
}

/** Rows of a zone read at a time when looking for the best block, front first. */
const BEST_ROWS_WINDOW = 8;

/**
 * The best block of the zone (packages/shared/src/best-seats.ts), reading the free seats a
 * few rows at a time from the front: a block that leaves no lone seat cannot be beaten by
 * any row behind it, so the search stops at the first window that has one; otherwise it
 * reads on and keeps the best block that strands a seat.
 */
async function pickBestBlock(tx: Tx, input: BestHoldRequest) {
  const rows: BestRow<repo.ZoneSeat>[] = [];
  const index = (seat: repo.ZoneSeat) => seat.index;
  const saleRows = await repo.countSaleRows(tx, input.eventId, input.zoneId);
  for (let fromRow = 0; fromRow < saleRows; fromRow += BEST_ROWS_WINDOW) {
    const free = await repo.freeZoneSeats(tx, input.eventId, input.zoneId, {
      fromRow,
      rows: BEST_ROWS_WINDOW,
    });
    for (const seat of free) {
      const last = rows[rows.length - 1];
      if (last?.label === seat.row) last.seats.push(seat);
      else rows.push({ label: seat.row, seats: [seat] });
    }
    const clean = findBestBlock(rows, input.quantity, index, () => true, { orphansAllowed: false });
    if (clean) return clean;
  }
  return findBestBlock(rows, input.quantity, index, () => true);
}

/**
 * Best available (issue 11): the server picks `quantity` adjacent seats in one row of the
 * zone (packages/shared/src/best-seats.ts) from the seats free now and holds them, in one
 * transaction. Picks in one zone run one after another, so buyers never chase the same
 * block; picks in different zones run side by side.
 */
export async function holdBestSeats(ctx: AppContext, user: AuthUser, input: BestHoldRequest) {
  const picked = await ctx.db
    .transaction(async (tx) => {
      await repo.lockZoneForBest(tx, input.zoneId);
      const block = await pickBestBlock(tx, input);
      if (!block) {
        if (!(await repo.zoneExists(tx, input.eventId, input.zoneId))) {
          throw new AppError('NOT_FOUND', undefined, 'La zona no existe en este evento.');
        }
        throw new AppError(
          'SEAT_UNAVAILABLE',
          { seatIds: [] },
          `No hay ${input.quantity} asientos juntos disponibles en esta zona.`,
        );
      }
      const held = await repo.holdInTransaction(tx, {
        userId: user.id,
        eventId: input.eventId,
        seatIds: block.map((seat) => seat.id),
        seconds: ctx.config.holdSeconds,
        limit: HOLD_LIMITS[user.role],
        web: !STAFF_ROLES.includes(user.role),
      });
      return { held, block };
    })
    .catch((err: unknown) => {
      throw holdRefusal(err) ?? err;
    });
  return {
    ...heldAnswer(ctx, input.eventId, picked.held),
    seats: picked.block.map((seat) => ({ id: seat.id, row: seat.row, index: seat.index })),
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
