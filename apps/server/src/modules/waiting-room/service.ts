/**
 * The on-sale waiting room (issue 25, decision 034). Places, the draw and the admissions
 * live in PostgreSQL (every process shares one line); status answers and the holds gate
 * are computed from each process's copy of the line (line.ts), refreshed at most once a
 * second. One process at a time admits (the room's row is locked by whoever ticks).
 */
import type { Role } from '@tickera/shared/roles';
import type {
  QueueChallenge,
  QueueJoin,
  QueuePlace,
  RoomState,
  WaitingRoom,
  WaitingRoomInput,
  WaitingRoomSettings,
} from '@tickera/shared/schemas/waiting-room';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { changedFields, writeAudit } from '../../lib/audit';
import { ipGroup } from '../../lib/ip-group';
import type { AuthUser } from '../auth/public';
import { eventExists } from '../events/public';
import { admit, drawOrder, MAX_CATCH_UP_MS } from './draw';
import { EventLine, Lines } from './line';
import { ProofOfWork } from './pow';
import { RedisLine, type MirroredAdmission, type MirroredPlace } from './redis-line';
import * as repo from './repo';

const MINUTE = 60_000;

/** Staff who sell are never queued (API.md). */
const NOT_QUEUED: readonly Role[] = ['admin', 'supervisor', 'sales'];

interface Runtime {
  lines: Lines;
  pow: ProofOfWork | null;
  /** The line in Redis (REDIS_URL); written after PostgreSQL commits. */
  mirror: RedisLine | undefined;
  onError: (err: unknown) => void;
}

const runtimes = new WeakMap<AppContext, Runtime>();

function runtime(ctx: AppContext): Runtime {
  const rt = runtimes.get(ctx);
  if (!rt) throw new Error('waiting room not started');
  return rt;
}

/**
 * Starts the room for this app: its line cache and, unless QUEUE_TICK_MS=0, the ticker
 * that lets the next people in every tick (each process tries; one at a time does it).
 */
export function startWaitingRoom(
  ctx: AppContext,
  secret: string,
  onError: (err: unknown) => void,
): { stop(): Promise<void> } {
  const bits = ctx.config.rateLimits ? ctx.config.queuePowBits : 0;
  const mirror = ctx.config.redisUrl ? new RedisLine(ctx.config.redisUrl, onError) : undefined;
  runtimes.set(ctx, {
    lines: new Lines(10_000, mirror),
    pow: bits > 0 ? new ProofOfWork(secret, bits) : null,
    mirror,
    onError,
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const every = ctx.config.queueTickMs;
  if (every > 0) {
    const run = async () => {
      const now = new Date();
      for (const eventId of await repo.runningRoomIds(ctx.db, now)) await tick(ctx, eventId, now);
    };
    timer = setInterval(() => {
      running ??= run()
        .catch(onError)
        .finally(() => (running = undefined));
    }, every);
    timer.unref();
  }
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await mirror?.close();
    },
  };
}

/** The lines this process holds (bench/: memory per waiting visitor). */
export function lineCount(ctx: AppContext): number {
  return runtime(ctx).lines.size;
}

export function roomState(room: repo.RoomRow | undefined, now: number): RoomState {
  if (!room?.enabled || !room.opensAt) return 'OFF';
  const opens = room.opensAt.getTime();
  if (now < opens - room.preQueueMinutes * MINUTE) return 'OFF';
  if (now < opens) return 'PREQUEUE';
  return room.paused ? 'PAUSED' : 'OPEN';
}

/** Joining is possible from the pre-queue's start while the room is on (paused too). */
function acceptsJoins(room: repo.RoomRow | undefined, now: number): boolean {
  return roomState(room, now) !== 'OFF';
}

function settingsOf(room: repo.RoomRow | undefined): WaitingRoomSettings {
  return {
    enabled: room?.enabled ?? false,
    opensAt: room?.opensAt ? room.opensAt.toISOString() : null,
    preQueueMinutes: room?.preQueueMinutes ?? 30,
    admitPerMinute: room?.admitPerMinute ?? 100,
    passMinutes: room?.passMinutes ?? 15,
    paused: room?.paused ?? false,
  };
}

/** The line of a known event, fresh (404 for an event that does not exist). */
async function eventLine(ctx: AppContext, eventId: string): Promise<EventLine> {
  const line = await runtime(ctx).lines.get(eventId).fresh(ctx.db);
  if (!line.room && !line.eventKnown) {
    if (!(await eventExists(ctx.db, eventId))) {
      runtime(ctx).lines.forget(eventId);
      throw new AppError('NOT_FOUND', undefined, 'El evento no existe.');
    }
    line.eventKnown = true;
  }
  return line;
}

/**
 * The line of an event when this process's copy can answer at once (read within the last
 * second, the event known): the status polls' path, with no promise to wait for.
 */
function lineNow(ctx: AppContext, eventId: string, now: number): EventLine | undefined {
  const line = runtime(ctx).lines.peek(eventId);
  return line?.isFresh(now) && (line.room || line.eventKnown) ? line : undefined;
}

/** GET /api/events/:id/waiting-room */
export async function getRoom(
  ctx: AppContext,
  eventId: string,
  now = Date.now(),
): Promise<WaitingRoom> {
  const line = await eventLine(ctx, eventId);
  const room = line.room;
  const state = roomState(room, now);
  const admitted = line.admitted;
  const waiting = Math.max(0, line.joined - admitted);
  const rate = room?.admitPerMinute ?? 0;
  const untilOpen =
    state === 'PREQUEUE' && room?.opensAt ? Math.ceil((room.opensAt.getTime() - now) / 1000) : 0;
  const etaLastSeconds =
    (state === 'OPEN' || state === 'PREQUEUE') && rate > 0 && waiting > 0
      ? untilOpen + Math.ceil((waiting * 60) / rate)
      : null;
  return { ...settingsOf(room), state, waiting, admitted, etaLastSeconds };
}

/** GET /api/events/:id/waiting-room as JSON text: the same for everyone within a second. */
/** getRoomJson when the copy can answer at once (this second's text), else undefined. */
export function roomJsonNow(ctx: AppContext, eventId: string): string | undefined {
  const now = Date.now();
  const line = lineNow(ctx, eventId, now);
  return line && thisSecondsRoomJson(line, now);
}

/** The room's answer already made this second from the copy's current room row, if any. */
function thisSecondsRoomJson(line: EventLine, now: number): string | undefined {
  const cached = line.roomJson;
  return cached?.second === Math.floor(now / 1000) && cached.room === line.room
    ? cached.json
    : undefined;
}

export async function getRoomJson(ctx: AppContext, eventId: string): Promise<string> {
  const now = Date.now();
  const line = await eventLine(ctx, eventId);
  const made = thisSecondsRoomJson(line, now);
  if (made !== undefined) return made;
  const json = JSON.stringify(await getRoom(ctx, eventId, now));
  // getRoom may have read the room row anew: the text is of the row the line holds now.
  line.roomJson = { second: Math.floor(now / 1000), room: line.room, json };
  return json;
}

/** PUT /api/events/:id/waiting-room — audited; a pause or a switch restarts the admission bucket. */
export async function putRoom(
  ctx: AppContext,
  actorId: string,
  eventId: string,
  input: WaitingRoomInput,
  ip: string,
): Promise<WaitingRoomSettings> {
  if (!(await eventExists(ctx.db, eventId)))
    throw new AppError('NOT_FOUND', undefined, 'El evento no existe.');
  const settings: repo.RoomSettings = {
    enabled: input.enabled,
    opensAt: input.opensAt ? new Date(input.opensAt) : null,
    preQueueMinutes: input.preQueueMinutes ?? 30,
    admitPerMinute: input.admitPerMinute,
    passMinutes: input.passMinutes ?? 15,
    paused: input.paused ?? false,
  };
  let undrawn = false;
  const saved = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockRoom(tx, eventId);
    undrawn = !!before?.drawnAt && openingPostponed(before, settings.opensAt);
    // Once buyers were let in, the order they were told is kept: the way to stop is a pause.
    if (undrawn && before!.admitted > 0)
      throw new AppError(
        'VALIDATION',
        { fields: { opensAt: ALREADY_OPENED } },
        `${ALREADY_OPENED}.`,
        409,
      );
    const row = await repo.upsertRoom(tx, eventId, settings, actorId);
    // The opening moved later before anyone was let in: the pre-queue opens again and
    // everyone in line (late joiners too, who now came before the opening) is drawn at
    // the new time.
    if (undrawn) await repo.undoDraw(tx, eventId);
    // Admission starts afresh after a pause (or a switch off and on): no catch-up burst.
    else if (before && (before.paused !== row.paused || before.enabled !== row.enabled))
      await repo.updateRoomState(tx, eventId, { tickedAt: null, credit: 0 });
    const was = before ? settingsOf(before) : undefined;
    const now = settingsOf(row);
    await writeAudit(tx, {
      actorId,
      action: 'waitingRoom.update',
      entity: 'waiting_room',
      entityId: eventId,
      ...(was ? changedFields(was, now) : { after: now }),
      ip,
    });
    return now;
  });
  if (undrawn) await mirrorWrite(ctx, (m) => m.clear(eventId));
  runtime(ctx).lines.get(eventId).stale();
  return saved;
}

const ALREADY_OPENED =
  'La venta ya abrió y entraron compradores de la fila: la apertura no puede moverse (use la pausa para detenerla)';

/** The opening moves to a time still to come, from another time (a postponement). */
function openingPostponed(before: repo.RoomRow, opensAt: Date | null): boolean {
  return (
    !!opensAt && opensAt.getTime() !== before.opensAt?.getTime() && opensAt.getTime() > Date.now()
  );
}

/**
 * Writes what PostgreSQL has committed into Redis (REDIS_URL). A failure is reported and
 * costs only reads: line.ts reads whatever Redis lacks from PostgreSQL and writes it back.
 */
async function mirrorWrite(ctx: AppContext, write: (m: RedisLine) => Promise<void>) {
  const rt = runtime(ctx);
  if (rt.mirror) await write(rt.mirror).catch(rt.onError);
}

/** A place as the API answers it, from this process's copy of the line. */
/** A date as ISO text, the last one remembered: every poll of a room names its opening. */
let lastIso: { date: Date; text: string } | undefined;
function isoText(date: Date | null | undefined): string | null {
  if (!date) return null;
  if (lastIso?.date !== date) lastIso = { date, text: date.toISOString() };
  return lastIso.text;
}

function answer(
  line: EventLine,
  place: { position: number | null } | undefined,
  now: number,
): QueuePlace {
  const room = line.room;
  const roomState_ = roomState(room, now);
  const base = { opensAt: isoText(room?.opensAt), roomState: roomState_ };
  if (!place)
    return {
      state: 'NONE',
      position: null,
      ahead: null,
      etaSeconds: null,
      passExpiresAt: null,
      ...base,
    };
  const position = place.position;
  if (position === null)
    return {
      state: 'WAITING',
      position,
      ahead: null,
      etaSeconds: null,
      passExpiresAt: null,
      ...base,
    };
  const admission = position <= line.admitted ? line.admissionOf(position) : undefined;
  if (admission) {
    const until = admission.passExpiresAt.getTime();
    return {
      state: now < until ? 'ADMITTED' : 'EXPIRED',
      position,
      ahead: 0,
      etaSeconds: 0,
      passExpiresAt: isoText(admission.passExpiresAt),
      ...base,
    };
  }
  const ahead = Math.max(0, position - line.admitted - 1);
  const rate = room?.admitPerMinute ?? 0;
  return {
    state: 'WAITING',
    position,
    ahead,
    // Honest: at the set rate from where the line is now; unknown while paused.
    etaSeconds: roomState_ === 'OPEN' && rate > 0 ? Math.ceil(((ahead + 1) * 60) / rate) : null,
    passExpiresAt: null,
    ...base,
  };
}

/** GET /api/events/:id/queue/me */
export async function myPlace(
  ctx: AppContext,
  userId: string,
  eventId: string,
  now = Date.now(),
): Promise<QueuePlace> {
  const line = await eventLine(ctx, eventId);
  return answer(line, await line.place(ctx.db, userId), now);
}

/** myPlace when the copy can answer at once (fresh, the caller's place read), else undefined. */
export function myPlaceNow(
  ctx: AppContext,
  userId: string,
  eventId: string,
  now = Date.now(),
): QueuePlace | undefined {
  const line = lineNow(ctx, eventId, now);
  const place = line?.places.get(userId);
  return place ? answer(line!, place, now) : undefined;
}

/** GET /api/events/:id/queue/challenge — the proof of work a join needs (none: bits 0). */
export async function challenge(
  ctx: AppContext,
  userId: string,
  eventId: string,
): Promise<QueueChallenge> {
  await eventLine(ctx, eventId);
  const pow = runtime(ctx).pow;
  return pow
    ? { challenge: pow.challenge(eventId, userId), bits: pow.bits }
    : { challenge: null, bits: 0 };
}

/**
 * The pre-queue's draw, once: every place taken before the opening gets its place in a
 * uniformly random order. Runs under the room's row lock (the caller's transaction), so
 * whichever process comes first draws and the others find it done.
 */
async function draw(tx: Tx, room: repo.RoomRow, now: Date): Promise<Drawn> {
  const pre = await repo.undrawnPlaces(tx, room.eventId);
  const order = drawOrder(pre.length);
  await repo.setPositions(
    tx,
    room.eventId,
    pre.map((p) => p.userId),
    order,
  );
  await repo.updateRoomState(tx, room.eventId, { drawnAt: now, drawnCount: pre.length });
  return {
    room: { ...room, drawnAt: now, drawnCount: pre.length },
    places: pre.map((p, i) => ({
      userId: p.userId,
      place: { joinNo: p.joinNo, position: order[i], draw: now.getTime() },
    })),
  };
}

interface Drawn {
  room: repo.RoomRow;
  /** The places as drawn, for Redis. */
  places: { userId: string; place: MirroredPlace }[];
}

/**
 * POST /api/events/:id/queue — one place per user: joining again answers the same place.
 * A new place counts against the address group's join limit and needs the proof of work.
 */
export async function join(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  input: QueueJoin,
  ip: string,
  at = new Date(),
): Promise<{ created: boolean; place: QueuePlace }> {
  const now = at.getTime();
  const rt = runtime(ctx);
  const line = await eventLine(ctx, eventId);
  const known = await line.place(ctx.db, user.id);
  if (known) return { created: false, place: answer(line, known, now) };
  if (!acceptsJoins(line.room, now)) throw new AppError('QUEUE_NOT_OPEN');
  await ctx.limiter.hit('QUEUE_JOIN_IP', ipGroup(ip));
  if (
    rt.pow &&
    !(
      input.challenge &&
      input.nonce &&
      rt.pow.verify(eventId, user.id, input.challenge, input.nonce)
    )
  )
    throw new AppError('QUEUE_PROOF_REQUIRED', {
      challenge: rt.pow.challenge(eventId, user.id),
      bits: rt.pow.bits,
    });
  let drawn: Drawn | undefined;
  let created = false;
  const place = await ctx.db.transaction(async (tx) => {
    let room = await repo.lockRoom(tx, eventId);
    if (!room || !acceptsJoins(room, now)) throw new AppError('QUEUE_NOT_OPEN');
    const existing = await repo.findPlace(tx, eventId, user.id);
    if (existing) return { ...existing, draw: room.drawnAt?.getTime() ?? 0 };
    // Whoever joins after the opening comes after everyone drawn: draw first if nobody has.
    if (room.opensAt && room.opensAt.getTime() <= now && !room.drawnAt) {
      drawn = await draw(tx, room, at);
      room = drawn.room;
    }
    const joinNo = room.joined + 1;
    const position = room.drawnAt ? joinNo : null;
    await repo.insertPlace(tx, {
      eventId,
      userId: user.id,
      joinNo,
      position,
      joinedAt: at,
      ipGroup: ipGroup(ip),
    });
    await repo.updateRoomState(tx, eventId, { joined: joinNo });
    created = true;
    return { joinNo, position, draw: room.drawnAt?.getTime() ?? 0 };
  });
  await mirrorWrite(ctx, async (m) => {
    if (drawn) await m.setPlaces(eventId, drawn.places);
    await m.addPlace(eventId, user.id, place);
  });
  line.places.set(user.id, { joinNo: place.joinNo, position: place.position });
  if (drawn) line.stale();
  return { created, place: answer(line, place, now) };
}

/**
 * One admission step for the event at `at` (the ticker's clock; tests pass their own): the
 * draw if the opening has come and nobody drew, then the places the time since the last
 * step earns at the set rate (at most MAX_CATCH_UP_MS of it: a restart admits no burst).
 * Skipped when another process holds the room (it is doing the same). Answers how many
 * places it admitted.
 */
export async function tick(ctx: AppContext, eventId: string, at = new Date()): Promise<number> {
  const now = at.getTime();
  let drawn: Drawn | undefined;
  let admission: MirroredAdmission | undefined;
  const count = await ctx.db.transaction(async (tx) => {
    let room = await repo.tryLockRoom(tx, eventId);
    if (!room) return 0;
    if (roomState(room, now) !== 'OPEN') {
      if (room.tickedAt) await repo.updateRoomState(tx, eventId, { tickedAt: null, credit: 0 });
      return 0;
    }
    // Another process stepped at a later time while this one came to the row: its step
    // stands (the bucket's clock never goes back, which would pay the same time twice).
    if (room.tickedAt && room.tickedAt.getTime() >= now) return 0;
    // The bucket's first fill counts from the opening (capped); after a pause, from now.
    const first = !room.tickedAt && room.admitted === 0 && !room.drawnAt;
    if (!room.drawnAt) {
      drawn = await draw(tx, room, at);
      room = drawn.room;
    }
    const since = room.tickedAt ? room.tickedAt.getTime() : first ? room.opensAt!.getTime() : now;
    const step = admit(room, room.admitPerMinute, Math.min(now - since, MAX_CATCH_UP_MS));
    await repo.updateRoomState(tx, eventId, {
      admitted: step.admitted,
      credit: step.credit,
      tickedAt: at,
    });
    if (step.count > 0) {
      const row = {
        upTo: step.admitted,
        at,
        passExpiresAt: new Date(now + room.passMinutes * MINUTE),
      };
      const id = await repo.insertAdmission(tx, { eventId, ...row });
      admission = { id, from: room.admitted, ...row };
    }
    return step.count;
  });
  if (!drawn && !admission) return count;
  await mirrorWrite(ctx, async (m) => {
    if (drawn) await m.setPlaces(eventId, drawn.places);
    if (admission) await m.addAdmissions(eventId, [admission]);
  });
  runtime(ctx).lines.get(eventId).stale();
  return count;
}

/**
 * The holds gate (public.ts): while the event's room is on, only a caller admitted with a
 * live pass may hold seats; staff who sell are never queued. Answered from memory.
 */
export async function requirePass(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  now = Date.now(),
): Promise<void> {
  if (NOT_QUEUED.includes(user.role)) return;
  const line = await runtime(ctx).lines.get(eventId).fresh(ctx.db);
  if (!line.room?.enabled) return;
  const place = answer(line, await line.place(ctx.db, user.id), now);
  if (place.state === 'ADMITTED') return;
  throw new AppError(
    'QUEUE_REQUIRED',
    place.state === 'WAITING'
      ? { state: place.state, position: place.position, ahead: place.ahead }
      : { state: place.state },
  );
}
