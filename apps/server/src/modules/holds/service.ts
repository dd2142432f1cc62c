/** The cart: server-owned seat holds, all or nothing, within the role's and zone's limits. */
import { HOLD_LIMITS, STAFF_ROLES } from '@tickera/shared/roles';
import type { BestHoldRequest, HoldRequest } from '@tickera/shared/schemas/holds';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { ipGroup } from '../../lib/ip-group';
import { iso } from '../../lib/sql';
import type { AuthUser } from '../auth/public';
import { partialWholeTable, wholeTableSeats } from '../seating/public';
import { holdBatcher, type HeldSeat, type HoldRefusalCode } from './hold-batch';
import { listDescribedHolds } from './described-holds';
import * as repo from './repo';
import { zoneView } from './zone-views';

/** The hold function's refusals (db/functions/hold-batch.sql), as the API's errors. */
function holdRefusal(code: HoldRefusalCode, detail: string | null): AppError {
  const ids = () => (detail ? detail.split(',') : []);
  switch (code) {
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
      const d = JSON.parse(detail ?? '{}') as { limit: number; held: number };
      return new AppError('HOLD_LIMIT', d, `Puede reservar hasta ${d.limit} asientos por evento.`);
    }
    case 'TK005': {
      const d = JSON.parse(detail ?? '{}') as { limit: number; zoneId: string };
      return new AppError(
        'HOLD_LIMIT',
        d,
        `En esta zona puede reservar hasta ${d.limit} asientos por la web.`,
      );
    }
    case 'TK006': {
      // The cap only: how many seats the connection's other sessions hold is theirs.
      const d = JSON.parse(detail ?? '{}') as { limit: number };
      return new AppError('HOLD_LIMIT_IP', { limit: d.limit });
    }
    case 'BUSY':
      // Which of the seats is unknown, and they may well be free: none is named.
      return new AppError(
        'SEAT_UNAVAILABLE',
        { seatIds: [], busy: true },
        'Los asientos están en otra operación en este momento; intente de nuevo en unos segundos.',
      );
  }
}

/**
 * The cap on the live seats of one event that anonymous sessions from one address group
 * hold together (HOLD_ANON_PER_IP, decision 030); null: none (0, or RATE_LIMITS=off, which
 * lifts every abuse limit).
 */
const anonPerIp = (ctx: AppContext) =>
  ctx.config.rateLimits && ctx.config.holdAnonPerIp > 0 ? ctx.config.holdAnonPerIp : null;

/**
 * Takes the seats, all or nothing, in the next batch of holds (hold-batch.ts: the on-sale's
 * hot path), then tells every open seat map within a moment, outside the transaction. `ip`
 * is the request's address (req.ip: the client's behind TRUST_PROXY): an anonymous
 * session's holds count with the other anonymous holds from its address group, as it is
 * now; a signed-in buyer's never do (carriers put many phones behind one address).
 */
export async function holdSeats(ctx: AppContext, user: AuthUser, input: HoldRequest, ip: string) {
  await refuseSplitTables(ctx, input.eventId, input.seatIds);
  const cap = anonPerIp(ctx);
  const batcher = holdBatcher(
    ctx.database,
    ctx.config.holdSeconds,
    ctx.config.holdLockTimeoutMs,
    cap,
  );
  const verdict = await batcher.hold({
    userId: user.id,
    eventId: input.eventId,
    seatIds: input.seatIds,
    limit: HOLD_LIMITS[user.role],
    // A zone's max_seats_web caps the public site; staff sell at the box office.
    web: !STAFF_ROLES.includes(user.role),
    ipGroup: cap !== null && user.isAnonymous ? ipGroup(ip) : null,
  });
  if ('refused' in verdict) throw holdRefusal(verdict.refused, verdict.detail);
  return heldAnswer(ctx, input.eventId, verdict.held);
}

/** A table sold whole is held whole (issue 29): asking for some of its seats is refused. */
async function refuseSplitTables(ctx: AppContext, eventId: string, seatIds: string[]) {
  const split = await partialWholeTable(ctx.db, eventId, seatIds);
  if (split)
    throw new AppError(
      'TABLE_SOLD_WHOLE',
      { table: split.name, seatIds: split.missing },
      `La mesa ${split.name} se vende completa: reserve sus ${split.seatIds.length} puestos juntos.`,
    );
}

/** The seats a hold takes and sends to the seat maps, as the API answers them. */
function heldAnswer(ctx: AppContext, eventId: string, held: HeldSeat[]) {
  ctx.seatFeed.publish(
    eventId,
    held.map((h) => ({ seatId: h.seatId, status: 'held' as const })),
  );
  const until = held.map((h) => iso(h.until));
  return {
    holds: held.map((h, i) => ({ seatId: h.seatId, expiresAt: until[i] })),
    expiresAt: until.reduce((min, t) => (t < min ? t : min)),
  };
}

/** A pick raced by buyers of other processes is tried again, with what the refusal told. */
const BEST_ATTEMPTS = 5;
/**
 * Times a request that finds no block while seats of the zone are in other requests' holds
 * waits for those holds (until one is refused and gives its seats back, or all have
 * answered) before it is told there are none: the last seats of a zone are not "none left"
 * while they may come back.
 */
const PICKING_WAITS = 2;

/**
 * Best available (issue 11): `quantity` adjacent seats in one row of the zone, chosen from
 * this process's view of the zone (zone-views.ts) and taken by the hold function, which
 * decides. A block another buyer took first is marked taken and another is picked; "none
 * left" is said only after a read of the database no older than a second, and once no seat
 * of the zone is in another request's hold still unanswered (decision 056).
 */
export async function holdBestSeats(
  ctx: AppContext,
  user: AuthUser,
  input: BestHoldRequest,
  ip: string,
) {
  let fresh = false;
  let waits = 0;
  for (let attempt = 1; attempt <= BEST_ATTEMPTS; attempt++) {
    const view = await zoneView(ctx, input.eventId, input.zoneId, fresh);
    if (!view) throw new AppError('NOT_FOUND', undefined, 'La zona no existe en este evento.');
    const block = view.pick(input.quantity, input.accessible);
    if (!block && view.picking && waits < PICKING_WAITS) {
      waits += 1;
      attempt -= 1;
      await view.settledNow();
      continue;
    }
    if (!block && fresh) {
      throw new AppError(
        'SEAT_UNAVAILABLE',
        { seatIds: [] },
        input.accessible
          ? 'No quedan puestos accesibles con asiento de acompañante libres en esta zona.'
          : view.general
            ? `No quedan ${input.quantity} entradas disponibles en esta zona.`
            : `No hay ${input.quantity} asientos juntos disponibles en esta zona.`,
      );
    }
    if (!block) {
      fresh = true;
      continue;
    }
    fresh = false;
    try {
      const held = await holdSeats(
        ctx,
        user,
        { eventId: input.eventId, seatIds: block.map((seat) => seat.id) },
        ip,
      );
      view.settle(block, true);
      return {
        ...held,
        seats: block.map((seat) => ({ id: seat.id, row: seat.row, index: seat.index })),
      };
    } catch (err) {
      view.settle(block, false);
      if (!(err instanceof AppError && err.code === 'SEAT_UNAVAILABLE')) throw err;
      // Busy: the seats may well be free; the view every buyer shares is not told otherwise.
      if (err.details?.busy) throw err;
      const taken = (err.details as { seatIds?: string[] } | undefined)?.seatIds;
      view.markTaken(taken?.length ? taken : block.map((seat) => seat.id));
    }
  }
  // Other buyers kept taking the blocks picked for this one: the buyer may simply ask again.
  throw new AppError('SEAT_UNAVAILABLE', { seatIds: [] });
}

export async function listHolds(ctx: AppContext, userId: string, eventId?: string) {
  const holds = await listDescribedHolds(ctx.db, userId, eventId);
  return {
    holds: holds.map(({ seat, ...h }) => ({
      seatId: h.seatId,
      eventId: h.eventId,
      expiresAt: iso(h.expiresAt),
      seat: {
        name: seat.name,
        row: seat.row,
        index: seat.index,
        access: seat.access,
        zone: { id: seat.zoneId, name: seat.zoneName, basePrice: seat.basePrice },
      },
    })),
  };
}

/**
 * Tells browsers that these seats are free again, grouped per event, after the commit and in
 * the same batches as the holds: a release never overtakes the hold it undoes.
 */
function publishAvailable(ctx: AppContext, seats: { seatId: string; eventId: string }[]) {
  const byEvent = new Map<string, string[]>();
  for (const r of seats) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r.seatId]);
  for (const [eventId, seatIds] of byEvent) {
    ctx.seatFeed.publish(
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
  const released = await repo.releaseHolds(ctx.db, userId, filter);
  // A seat of a table sold whole lets the whole table go (issue 29).
  const [one] = released;
  const table =
    filter.seatId && one ? await wholeTableSeats(ctx.db, one.eventId, one.seatId) : null;
  if (table) released.push(...(await repo.releaseHolds(ctx.db, userId, { seatIds: table })));
  publishAvailable(
    ctx,
    released.filter((r) => r.live),
  );
}

/** The sweeper's pass: expired holds stop counting at once anyway; this tidies and tells browsers. */
export async function sweepExpiredHolds(ctx: AppContext): Promise<number> {
  const expired = await repo.deleteExpiredHolds(ctx.db);
  publishAvailable(ctx, expired);
  return expired.length;
}
