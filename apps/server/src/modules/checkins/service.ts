/**
 * The door (ARCHITECTURE.md invariant 6: a ticket checks in once). A code is checked by its
 * signature before any lookup; the entry is written by one statement whose unique index
 * decides between gates; offline scans sent later are dated by the device, and of two
 * scans of one ticket the earlier keeps the entry while the later is recorded as a repeat.
 */
import {
  CHECKIN_MESSAGES,
  OFFLINE_SCAN_MAX_AGE_MS,
  OFFLINE_SCAN_MAX_SKEW_MS,
  type CheckinAnswer,
  type CheckinBySeat,
  type CheckinRequest,
  type CheckinResult,
  type CheckinSync,
  type ListCheckinsQuery,
} from '@tickera/shared/schemas/checkins';
import { normalizeTicketCode } from '@tickera/shared/ticket-code';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import { iso } from '../../lib/sql';
import type { AuthUser } from '../auth/current-user';
import * as events from '../events/repo';
import * as repo from './repo';
import { toCsv } from '../../lib/table-file';

function answer(
  result: CheckinResult,
  t: repo.ScannedTicket | null,
  at: Date | string | null = null,
  gate: string | null = null,
  message: string = CHECKIN_MESSAGES[result],
): CheckinAnswer {
  return {
    result,
    message,
    ticket: t && {
      id: t.id,
      eventId: t.eventId,
      eventName: t.eventName,
      zoneName: t.zoneName,
      seatName: t.seatName,
      holderName: t.holderName,
      orderNumber: t.orderNumber,
    },
    checkedInAt: iso(at),
    gate,
  };
}

/** An offline scan's device time, refused when it is in the future or older than a day. */
function offlineTime(scannedAt: string | undefined, field: string): Date | null {
  if (!scannedAt) return null;
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

async function scan(ctx: AppContext, s: repo.Scan): Promise<CheckinAnswer> {
  const t = await repo.scanTicket(ctx.database, s);
  if (!t) return answer('INVALID', null);
  if (s.eventId && t.eventId !== s.eventId) {
    return answer('WRONG_EVENT', t, null, null, `La entrada es de otro evento: ${t.eventName}`);
  }
  if (!t.isActive || t.status !== 'PAGADA') {
    return answer(
      'NOT_PAID',
      t,
      null,
      null,
      t.status === 'ANULADA' || !t.isActive ? 'Entrada anulada' : 'La orden no está pagada',
    );
  }
  if (t.checkedInAt) return answer('OK', t, t.checkedInAt, t.gate);
  return settleRepeat(ctx, t, s);
}

/** The ticket is already in: the earlier of the two scans keeps the entry. */
async function settleRepeat(
  ctx: AppContext,
  t: repo.ScannedTicket,
  s: repo.Scan,
): Promise<CheckinAnswer> {
  return ctx.db.transaction(async (tx) => {
    const entry = await repo.findEntryForUpdate(tx, t.id);
    if (!entry) throw new Error(`checkin of ticket ${t.id} vanished`);
    if (s.scannedAt && s.scannedAt < new Date(entry.checkedInAt)) {
      await repo.recordRepeat(tx, {
        ticketId: t.id,
        eventId: t.eventId,
        scannedBy: entry.checkedInBy,
        scannedAt: entry.checkedInAt,
        gate: entry.gate,
        offline: entry.offline,
      });
      await repo.replaceEntry(tx, t.id, s);
      return answer(
        'OK',
        t,
        s.scannedAt,
        s.gate,
        'Registrada sin conexión antes que otro escaneo: el otro queda como repetido',
      );
    }
    await repo.recordRepeat(tx, {
      ticketId: t.id,
      eventId: t.eventId,
      scannedBy: s.userId,
      scannedAt: s.scannedAt,
      gate: s.gate,
      offline: s.scannedAt !== null,
    });
    return answer('ALREADY_CHECKED_IN', t, entry.checkedInAt, entry.gate);
  });
}

export async function checkIn(
  ctx: AppContext,
  user: AuthUser,
  input: CheckinRequest,
  field = 'scannedAt',
): Promise<CheckinAnswer> {
  const scannedAt = offlineTime(input.scannedAt, field);
  const code = normalizeTicketCode(input.code);
  // Forged, altered or junk: refused by arithmetic, before the database.
  if (!ctx.ticketCodes.isAuthentic(code)) return answer('INVALID', null);
  return scan(ctx, {
    code,
    eventId: input.eventId ?? null,
    userId: user.id,
    gate: input.gate ?? null,
    scannedAt,
  });
}

export async function checkInBySeat(
  ctx: AppContext,
  user: AuthUser,
  input: CheckinBySeat,
): Promise<CheckinAnswer> {
  const seat = await repo.findSeatTicket(ctx.db, input.eventId, input.seatId);
  if (!seat) throw new AppError('NOT_FOUND', undefined, 'El asiento no existe en este evento.');
  if (!seat.code) {
    return answer(
      seat.seatSold ? 'NOT_PAID' : 'INVALID',
      null,
      null,
      null,
      seat.seatSold ? 'La orden de este asiento no está pagada' : 'Este asiento no tiene entrada',
    );
  }
  return scan(ctx, {
    code: seat.code,
    eventId: input.eventId,
    userId: user.id,
    gate: input.gate ?? null,
    scannedAt: null,
  });
}

/** Scans a scanner made offline, in the order they happened. */
export async function syncScans(ctx: AppContext, user: AuthUser, input: CheckinSync) {
  input.scans.forEach((s, i) => offlineTime(s.scannedAt, `scans.${i}.scannedAt`));
  const order = input.scans
    .map((s, i) => ({ s, i }))
    .sort((a, b) => Date.parse(a.s.scannedAt) - Date.parse(b.s.scannedAt));
  const results: CheckinAnswer[] = new Array(input.scans.length);
  for (const { s, i } of order) {
    results[i] = await checkIn(ctx, user, { ...s, eventId: s.eventId ?? input.eventId });
  }
  return { results };
}

async function requireEvent(ctx: AppContext, eventId: string): Promise<string> {
  const name = await events.findEventName(ctx.db, eventId);
  if (!name) throw new AppError('NOT_FOUND', undefined, 'El evento no existe.');
  return name;
}

export async function listCheckins(ctx: AppContext, q: ListCheckinsQuery) {
  await requireEvent(ctx, q.eventId);
  const [{ items, total }, zones] = await Promise.all([
    repo.listCheckins(ctx.db, q, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    repo.zoneCounts(ctx.db, q.eventId),
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
  const { items } = await repo.listCheckins(ctx.db, q, null);
  const header = [
    'Zona',
    'Asiento',
    'Titular',
    'Cédula',
    'Orden',
    'Código',
    'Ingresó',
    'Puerta',
    'Registrado por',
    'Repetidos',
  ];
  const lines = items.map((r) => [
    r.zoneName,
    r.seatName,
    r.holderName,
    r.identification,
    r.orderNumber,
    r.code,
    iso(r.checkedInAt),
    r.gate,
    r.checkedInBy,
    r.repeats,
  ]);
  return { eventName, csv: toCsv(header, lines) };
}

export async function offlineList(ctx: AppContext, eventId: string) {
  const eventName = await requireEvent(ctx, eventId);
  const tickets = await repo.offlineTickets(ctx.db, eventId);
  return {
    eventId,
    eventName,
    generatedAt: new Date().toISOString(),
    tickets: tickets.map((t) => ({ ...t, checkedInAt: iso(t.checkedInAt) })),
  };
}

export async function doorEvents(ctx: AppContext) {
  const list = await events.listDoorEvents(ctx.db);
  return { items: list.map((e) => ({ ...e, startAt: iso(e.startAt) })) };
}
