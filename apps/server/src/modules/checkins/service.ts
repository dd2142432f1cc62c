/**
 * The door (ARCHITECTURE.md invariant 6: a ticket checks in once). A code is checked by its
 * signature before any lookup; the entry is written by one statement whose unique index
 * decides between gates. Online scans are dated by the server; offline scans sent later
 * are dated by the device, no earlier than its copy of the list. The first entry recorded
 * stays: a later scan is a repeat, and an offline one a conflict (decision 028).
 */
import {
  CHECKIN_MESSAGES,
  DOOR_LIST_DEFAULT_LENGTH_MS,
  DOOR_LIST_OPENS_BEFORE_MS,
  OFFLINE_SCAN_MAX_AGE_MS,
  OFFLINE_SCAN_MAX_SKEW_MS,
  CHECKIN_SUMMARY_TTL_MS,
  type CheckinAnswer,
  type CheckinBySeat,
  type CheckinDirection,
  type CheckinSummary,
  type DoorSettingsBody,
  type CheckinRequest,
  type CheckinResult,
  type CheckinSync,
  type ListCheckinsQuery,
} from '@tickera/shared/schemas/checkins';
import { accessPhrase } from '@tickera/shared/place-names';
import { looksLikeTicketCode, normalizeTicketCode } from '@tickera/shared/ticket-code';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { iso } from '../../lib/sql';
import { findPeople, fullName, type AuthUser } from '../auth/public';
import * as events from '../events/public';
import * as orders from '../orders/public';
import * as seating from '../seating/public';
import * as tickets from '../tickets/public';
import * as repo from './repo';
import { toCsv } from '../../lib/table-file';

function answer(
  result: CheckinResult,
  t: Omit<repo.ScannedTicket, 'checkedInAt' | 'gate'> | null,
  at: Date | string | null = null,
  gate: string | null = null,
  message: string = CHECKIN_MESSAGES[result],
  move: { direction: CheckinDirection; movedAt?: Date | string | null } = { direction: 'ENTRY' },
): CheckinAnswer {
  return {
    direction: move.direction,
    ...(move.movedAt !== undefined ? { movedAt: iso(move.movedAt) } : {}),
    result,
    message,
    ticket: t && {
      id: t.id,
      eventId: t.eventId,
      eventName: t.eventName,
      zoneName: t.zoneName,
      seatName: t.seatName,
      seatAccess: t.seatAccess ?? null,
      holderName: t.holderName,
      orderNumber: t.orderNumber,
    },
    checkedInAt: iso(at),
    gate,
  };
}

/** An offline scan's device time, refused when it is in the future or older than a day. */
function offlineTime(scannedAt: string, field: string): Date {
  const at = new Date(scannedAt);
  const now = Date.now();
  if (at.getTime() > now + OFFLINE_SCAN_MAX_SKEW_MS) {
    throw fieldError(field, 'La hora del escaneo está en el futuro: revise el reloj del equipo');
  }
  if (at.getTime() < now - OFFLINE_SCAN_MAX_AGE_MS) {
    throw fieldError(field, 'El escaneo tiene más de 24 horas: no se puede registrar');
  }
  return at;
}

/** The refusals every scan shares, in order (decision 014): wrong event, replaced, unpaid. */
function refusal(
  t: Omit<repo.ScannedTicket, 'checkedInAt' | 'gate'>,
  s: repo.Scan,
  direction: CheckinDirection,
): CheckinAnswer | null {
  const move = { direction };
  if (s.eventId && t.eventId !== s.eventId) {
    const message = `La entrada es de otro evento: ${t.eventName}`;
    return answer('WRONG_EVENT', t, null, null, message, move);
  }
  // A voided ticket of a paid order was passed to someone else: its code is no ticket (issue 26).
  if (!t.isActive && t.status === 'PAGADA') {
    const message = 'Código reemplazado: la entrada se pasó a otra persona';
    return answer('INVALID', null, null, null, message, move);
  }
  if (!t.isActive || t.status !== 'PAGADA') {
    const message =
      t.status === 'ANULADA' || !t.isActive ? 'Entrada anulada' : 'La orden no está pagada';
    return answer('NOT_PAID', t, null, null, message, move);
  }
  return null;
}

async function scan(ctx: AppContext, s: repo.Scan): Promise<CheckinAnswer> {
  const t = await repo.scanTicket(ctx.database, s);
  if (!t) return answer('INVALID', null);
  const refused = refusal(t, s, 'ENTRY');
  if (refused) return refused;
  if (t.checkedInAt) return answer('OK', t, t.checkedInAt, t.gate);
  return settleRepeat(ctx, t, s);
}

/**
 * An exit: one statement takes a ticket that is inside out. A ticket that is not inside
 * (never went in, or went out already) answers NOT_INSIDE and nothing is written, unless
 * this very scan took it out before (an answer lost on the way: answered again).
 */
async function scanExit(ctx: AppContext, s: repo.Scan): Promise<CheckinAnswer> {
  const exit = { direction: 'EXIT' as const };
  const t = await repo.exitTicket(ctx.database, s);
  if (!t) return answer('INVALID', null, null, null, CHECKIN_MESSAGES.INVALID, exit);
  const refused = refusal(t, s, 'EXIT');
  if (refused) return refused;
  if (t.movedAt) {
    const moved = { ...exit, movedAt: t.movedAt };
    return answer('EXIT_OK', t, t.checkedInAt, t.gate, CHECKIN_MESSAGES.EXIT_OK, moved);
  }
  return ctx.db.transaction(async (tx) => {
    const entry = await repo.findEntryForUpdate(tx, t.id);
    const before = s.scanId ? await repo.movementOfScan(tx, t.id, s.scanId) : undefined;
    if (entry && before?.direction === 'EXIT') {
      const moved = { ...exit, movedAt: before.movedAt };
      return answer('EXIT_OK', t, entry.checkedInAt, before.gate, CHECKIN_MESSAGES.EXIT_OK, moved);
    }
    return answer(
      'NOT_INSIDE',
      t,
      entry?.checkedInAt ?? null,
      entry?.gate ?? null,
      entry ? 'Esta entrada ya salió: no está adentro' : 'Esta entrada no ha ingresado',
      exit,
    );
  });
}

/**
 * The ticket is already in: the entry stays as recorded, whatever time a later scan claims.
 * The scan is kept as a repeat; an offline one is a conflict (the device let someone in).
 */
async function settleRepeat(
  ctx: AppContext,
  t: repo.ScannedTicket,
  s: repo.Scan,
): Promise<CheckinAnswer> {
  return ctx.db.transaction(async (tx) => {
    const entry = await repo.findEntryForUpdate(tx, t.id);
    if (!entry) throw new Error(`checkin of ticket ${t.id} vanished`);
    // The scan that made the entry, sent again: answered as it was the first time.
    if (s.scanId && entry.scanId === s.scanId)
      return answer('OK', t, entry.checkedInAt, entry.gate);
    const before = s.scanId ? await repo.movementOfScan(tx, t.id, s.scanId) : undefined;
    if (before?.direction === 'ENTRY')
      return answer('OK', t, before.movedAt, before.gate, CHECKIN_MESSAGES.OK, {
        direction: 'ENTRY',
        movedAt: before.movedAt,
      });
    // Out since its entry, at an event that lets people back in: a re-entry.
    if (!entry.inside && (await repo.doorSettings(tx, t.eventId)).allowReentry) {
      const back = await repo.reenter(tx, {
        ticketId: t.id,
        eventId: t.eventId,
        userId: s.userId,
        gate: s.gate,
        scannedAt: s.scannedAt,
        scanId: s.scanId,
      });
      return answer('OK', t, back.movedAt, back.gate, 'Reingreso: entrada válida', {
        direction: 'ENTRY',
        movedAt: back.movedAt,
      });
    }
    const offline = s.scannedAt !== null;
    if (!(s.scanId && (await repo.repeatRecorded(tx, t.id, s.scanId))))
      await repo.recordRepeat(tx, {
        ticketId: t.id,
        eventId: t.eventId,
        scannedBy: s.userId,
        scannedAt: s.scannedAt,
        gate: s.gate,
        offline,
        scanId: s.scanId,
      });
    return answer(
      'ALREADY_CHECKED_IN',
      t,
      entry.checkedInAt,
      entry.gate,
      offline
        ? 'Conflicto: escaneada sin conexión después de otro ingreso de esta entrada'
        : CHECKIN_MESSAGES.ALREADY_CHECKED_IN,
    );
  });
}

/** A code read at the door: forged, altered or junk codes are refused by arithmetic. */
function scanOf(
  ctx: AppContext,
  user: AuthUser,
  input: { code: string; scanId?: string; eventId?: string; gate?: string },
  scannedAt: Date | null,
): repo.Scan | null {
  // A forged code is INVALID whichever way it goes.
  const code = normalizeTicketCode(input.code);
  if (!ctx.ticketCodes.isAuthentic(code)) return null;
  return {
    code,
    scanId: input.scanId?.toLowerCase() ?? null,
    eventId: input.eventId ?? null,
    userId: user.id,
    gate: input.gate ?? null,
    scannedAt,
  };
}

/** An online scan, dated by the server's clock. */
export async function checkIn(
  ctx: AppContext,
  user: AuthUser,
  input: CheckinRequest,
): Promise<CheckinAnswer> {
  const s = scanOf(ctx, user, input, null);
  return decide(ctx, s, input.direction ?? 'ENTRY');
}

function decide(ctx: AppContext, s: repo.Scan | null, direction: CheckinDirection) {
  if (!s) {
    const move = { direction };
    return Promise.resolve(answer('INVALID', null, null, null, CHECKIN_MESSAGES.INVALID, move));
  }
  return direction === 'EXIT' ? scanExit(ctx, s) : scan(ctx, s);
}

export async function checkInBySeat(
  ctx: AppContext,
  user: AuthUser,
  input: CheckinBySeat,
): Promise<CheckinAnswer> {
  if (!(await seating.seatInEvent(ctx.db, input.eventId, input.seatId)))
    throw new AppError('NOT_FOUND', undefined, 'El asiento no existe en este evento.');
  const code = await tickets.findLiveSeatCode(ctx.db, input.eventId, input.seatId);
  if (!code) {
    const seatSold = await orders.isSeatSold(ctx.db, input.seatId);
    return answer(
      seatSold ? 'NOT_PAID' : 'INVALID',
      null,
      null,
      null,
      seatSold ? 'La orden de este asiento no está pagada' : 'Este asiento no tiene entrada',
    );
  }
  return scan(ctx, {
    code,
    scanId: null,
    eventId: input.eventId,
    userId: user.id,
    gate: input.gate ?? null,
    scannedAt: null,
  });
}

/**
 * Scans a scanner made offline, in the order they happened. Each is dated by the device, no
 * earlier than the first time this login took the event's list: a scan before it was not
 * decided from a copy, and is refused without writing anything.
 */
export async function syncScans(ctx: AppContext, user: AuthUser, input: CheckinSync) {
  const times = input.scans.map((s, i) => offlineTime(s.scannedAt, `scans.${i}.scannedAt`));
  const firstCopy = await repo.firstListDownload(ctx.db, input.eventId, user.id);
  const order = input.scans
    .map((s, i) => ({ s, i }))
    .sort((a, b) => times[a.i].getTime() - times[b.i].getTime());
  const results: CheckinAnswer[] = new Array(input.scans.length);
  for (const { s, i } of order) {
    if (!firstCopy || times[i] < firstCopy) {
      results[i] = answer(
        'INVALID',
        null,
        null,
        null,
        'Escaneo anterior a la lista sin conexión de este equipo: no se registra',
        { direction: s.direction ?? 'ENTRY' },
      );
      continue;
    }
    // Every scan of a sync is of its event: the one whose list bounds its time.
    const one = scanOf(ctx, user, { ...s, eventId: input.eventId }, times[i]);
    results[i] = await decide(ctx, one, s.direction ?? 'ENTRY');
  }
  return { results };
}

async function requireEvent(ctx: AppContext, eventId: string): Promise<string> {
  const name = await events.findEventName(ctx.db, eventId);
  if (!name) throw new AppError('NOT_FOUND', undefined, 'El evento no existe.');
  return name;
}

/** A search that is a whole ticket code (as typed or scanned) finds that ticket. */
function codeSearched(q: string | undefined): string | null {
  if (!q) return null;
  const code = normalizeTicketCode(q);
  return looksLikeTicketCode(code) ? code : null;
}

/** The list's rows, each entry with the name of whoever let it in (auth). */
async function listedCheckins(
  ctx: AppContext,
  q: Omit<ListCheckinsQuery, 'page' | 'limit'>,
  page: { limit: number; offset: number } | null,
) {
  const { items, total } = await repo.listCheckins(ctx.db, q, codeSearched(q.q), page);
  const staff = await findPeople(
    ctx.db,
    items.map((r) => r.checkedInById),
  );
  return {
    items: items.map(({ checkedInById, ...r }) => ({
      ...r,
      checkedInBy: (checkedInById && fullName(staff.get(checkedInById))) || null,
    })),
    total,
  };
}

/** Per active zone of the event (seating), its tickets that may go in and those already in. */
async function zoneCounts(ctx: AppContext, eventId: string) {
  const [zones, counts] = await Promise.all([
    seating.listActiveZones(ctx.db, eventId),
    repo.zoneCounts(ctx.db, eventId),
  ]);
  const byZone = new Map(counts.map((c) => [c.zoneId, c]));
  return zones.map((z) => ({
    zoneId: z.id,
    zoneName: z.name,
    total: byZone.get(z.id)?.total ?? 0,
    checkedIn: byZone.get(z.id)?.checkedIn ?? 0,
  }));
}

export async function listCheckins(ctx: AppContext, q: ListCheckinsQuery) {
  await requireEvent(ctx, q.eventId);
  const [{ items, total }, zones] = await Promise.all([
    listedCheckins(ctx, q, {
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    }),
    zoneCounts(ctx, q.eventId),
  ]);
  return {
    items: items.map((r) => ({ ...r, checkedInAt: iso(r.checkedInAt) })),
    total,
    hasMore: q.page * q.limit < total,
    zones,
    checkedIn: zones.reduce((n, z) => n + z.checkedIn, 0),
    tickets: zones.reduce((n, z) => n + z.total, 0),
  };
}

/** The whole list as CSV (UTF-8 with BOM, so a spreadsheet reads the accents). */
export async function exportCheckinsCsv(
  ctx: AppContext,
  q: Omit<ListCheckinsQuery, 'page' | 'limit'>,
) {
  const eventName = await requireEvent(ctx, q.eventId);
  const { items } = await listedCheckins(ctx, q, null);
  const header = [
    'Zona',
    'Asiento',
    'Acceso',
    'Titular',
    'Cédula',
    'Orden',
    'Ingresó',
    'Puerta',
    'Registrado por',
    'Repetidos',
    'Conflictos sin conexión',
  ];
  const lines = items.map((r) => [
    r.zoneName,
    r.seatName,
    accessPhrase(r.seatAccess) ?? '',
    r.holderName,
    r.identification,
    r.orderNumber,
    iso(r.checkedInAt),
    r.gate,
    r.checkedInBy,
    r.repeats,
    r.conflicts,
  ]);
  return { eventName, csv: toCsv(header, lines) };
}

/**
 * The scanner's offline copy, while the event's door is open (from 12 h before the start to
 * the end). Each download is audited with who, when and how many tickets it carried.
 */
export async function offlineList(ctx: AppContext, user: AuthUser, eventId: string, ip: string) {
  const event = await events.findEventSchedule(ctx.db, eventId);
  if (!event) throw new AppError('NOT_FOUND', undefined, 'El evento no existe.');
  const { from, until } = offlineListWindow(event.startAt, event.finishAt);
  const now = Date.now();
  if (now < from.getTime() || now > until.getTime()) throw new AppError('DOOR_LIST_CLOSED');
  const { tickets, allowReentry } = await ctx.db.transaction(async (tx) => {
    const list = await repo.offlineTickets(tx, eventId);
    const door = await repo.doorSettings(tx, eventId);
    await repo.recordListDownload(tx, eventId, user.id);
    await writeAudit(tx, {
      actorId: user.id,
      action: 'checkins.offlineList',
      entity: 'event',
      entityId: eventId,
      after: { tickets: list.length },
      ip,
    });
    return { tickets: list, allowReentry: door.allowReentry };
  });
  return {
    eventId,
    eventName: event.name,
    generatedAt: new Date().toISOString(),
    allowReentry,
    items: tickets.map((t) => ({ ...t, checkedInAt: iso(t.checkedInAt) })),
  };
}

/** When an event's offline list is served: 12 h before its start to its end. */
function offlineListWindow(startAt: Date | string, finishAt: Date | string | null) {
  const start = new Date(startAt).getTime();
  return {
    from: new Date(start - DOOR_LIST_OPENS_BEFORE_MS),
    until: finishAt ? new Date(finishAt) : new Date(start + DOOR_LIST_DEFAULT_LENGTH_MS),
  };
}

export async function doorEvents(ctx: AppContext) {
  const list = await events.listDoorEvents(ctx.db);
  return {
    items: list.map(({ finishAt, ...e }) => {
      const { from, until } = offlineListWindow(e.startAt, finishAt);
      return {
        ...e,
        startAt: iso(e.startAt),
        offlineListFrom: from.toISOString(),
        offlineListUntil: until.toISOString(),
      };
    }),
  };
}

/** GET /api/events/:id/door. */
export async function doorSettings(ctx: AppContext, eventId: string) {
  await requireEvent(ctx, eventId);
  return { eventId, ...(await repo.doorSettings(ctx.db, eventId)) };
}

/** PUT /api/events/:id/door: audited with the setting before and after. */
export async function saveDoorSettings(
  ctx: AppContext,
  user: AuthUser,
  eventId: string,
  input: DoorSettingsBody,
  ip: string,
) {
  await requireEvent(ctx, eventId);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.doorSettings(tx, eventId);
    await repo.saveDoorSettings(tx, eventId, input, user.id);
    await writeAudit(tx, {
      actorId: user.id,
      action: 'events.door',
      entity: 'event',
      entityId: eventId,
      before,
      after: { allowReentry: input.allowReentry },
      ip,
    });
    return { eventId, allowReentry: input.allowReentry };
  });
}

/**
 * One reading of an event's counts serves every viewer for CHECKIN_SUMMARY_TTL_MS: a stadium's
 * supervisors polling the Listado cost one query per event per interval in this process,
 * not one per viewer. Viewers that ask while a reading is on its way wait for that one.
 */
const summaries = new WeakMap<
  AppContext,
  Map<string, { at: number; value: Promise<CheckinSummary | null> }>
>();

async function readSummary(ctx: AppContext, eventId: string): Promise<CheckinSummary | null> {
  if (!(await events.findEventName(ctx.db, eventId))) return null;
  const gates = await repo.gateCounts(ctx.db, eventId);
  const sum = (k: 'entries' | 'exits' | 'inside') => gates.reduce((n, g) => n + g[k], 0);
  return {
    eventId,
    inside: sum('inside'),
    entries: sum('entries'),
    exits: sum('exits'),
    byGate: gates.map(({ gate, entries, exits }) => ({ gate, entries, exits })),
    readAt: new Date().toISOString(),
  };
}

export async function checkinSummary(ctx: AppContext, eventId: string): Promise<CheckinSummary> {
  let cache = summaries.get(ctx);
  if (!cache) summaries.set(ctx, (cache = new Map()));
  const now = Date.now();
  let hit = cache.get(eventId);
  if (!hit || now - hit.at >= CHECKIN_SUMMARY_TTL_MS) {
    // Old readings of other events go as new ones are taken: the map holds live events only.
    for (const [id, entry] of cache) if (now - entry.at >= CHECKIN_SUMMARY_TTL_MS) cache.delete(id);
    hit = { at: now, value: readSummary(ctx, eventId) };
    const taken = hit;
    cache.set(eventId, taken);
    taken.value.catch(() => {
      if (cache.get(eventId) === taken) cache.delete(eventId);
    });
  }
  const summary = await hit.value;
  if (!summary) throw new AppError('NOT_FOUND', undefined, 'El evento no existe.');
  return summary;
}
