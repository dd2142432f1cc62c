/**
 * Check-in SQL: the scan (one statement when the door opens), repeats, the list and the
 * offline copy. Tickets are read through `door_tickets`, tickets' read model for the door
 * (db/views/door-tickets.sql); the check-in tables are this module's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SeatAccess } from '@tickera/shared/best-seats';
import type { ListCheckinsQuery } from '@tickera/shared/schemas/checkins';
import type { Database, Tx } from '../../db/client';
import { containsPattern, rows } from '../../lib/sql';

export interface ScannedTicket {
  id: string;
  eventId: string;
  isActive: boolean;
  status: string;
  eventName: string;
  zoneName: string;
  seatName: string;
  /** The seat's place in the accessibility plan (seats.access); null: an ordinary seat. */
  seatAccess: SeatAccess;
  holderName: string;
  orderNumber: number;
  /** Set when this scan wrote the entry (an exit: the ticket's first entry, when it went out). */
  checkedInAt: Date | string | null;
  gate: string | null;
}

/** An exit scan's lookup: the ticket, and the exit when this scan recorded one. */
export interface ExitedTicket extends Omit<ScannedTicket, 'checkedInAt' | 'gate'> {
  /** The ticket's first entry, when this scan took it out. */
  checkedInAt: Date | string | null;
  /** When this exit was recorded (null: nothing written). */
  movedAt: Date | string | null;
  gate: string | null;
}

export interface Scan {
  code: string;
  /** The scanner's id for the scan, when it sent one. */
  scanId: string | null;
  eventId: string | null;
  userId: string;
  gate: string | null;
  /** The device's time of an offline scan; null: now. */
  scannedAt: Date | null;
}

const holderName = sql`coalesce(t.holder_full_name, t.holder_email)`;

/**
 * Looks the ticket up and, when it may go in, writes the entry, in one round trip of a
 * prepared statement. The unique index on checkins.ticket_id decides between two gates
 * scanning one ticket: the loser's insert does nothing and it reads the winner's entry in
 * `findEntryForUpdate`.
 */
const SCAN = `with t as (
    select t.id, t.event_id as "eventId", t.is_active as "isActive", t.order_status as status,
      t.event_name as "eventName", t.zone_name as "zoneName", t.seat_name as "seatName",
      t.seat_access as "seatAccess",
      coalesce(t.holder_full_name, t.holder_email) as "holderName", t.order_number as "orderNumber"
    from door_tickets t
    where t.code = $1
  ), entry as (
    insert into checkins (ticket_id, event_id, checked_in_by, gate, checked_in_at, offline, scan_id)
    select id, "eventId", $2::uuid, $3::text, coalesce($4::timestamptz, now()), $4::timestamptz is not null, $6::uuid
    from t where "isActive" and status = 'PAGADA' and ($5::uuid is null or "eventId" = $5::uuid)
    on conflict (ticket_id) do nothing
    returning checked_in_at, gate
  )
  select t.*, entry.checked_in_at as "checkedInAt", entry.gate from t left join entry on true`;

/**
 * An exit, in one round trip as an entry: the ticket looked up and, when it is inside, the
 * entry row flipped to outside (under its row lock) with the exit logged in the same
 * statement. Nothing is written for a ticket that is not in.
 */
const EXIT = `with t as (
    select t.id, t.event_id as "eventId", t.is_active as "isActive", t.order_status as status,
      t.event_name as "eventName", t.zone_name as "zoneName", t.seat_name as "seatName",
      t.seat_access as "seatAccess",
      coalesce(t.holder_full_name, t.holder_email) as "holderName", t.order_number as "orderNumber"
    from door_tickets t
    where t.code = $1
  ), out as (
    update checkins c set inside = false
    from t
    where c.ticket_id = t.id and c.inside and t."isActive" and t.status = 'PAGADA'
      and ($5::uuid is null or t."eventId" = $5::uuid)
    returning c.ticket_id, c.event_id, c.checked_in_at
  ), move as (
    insert into checkin_movements (ticket_id, event_id, direction, moved_by, gate, moved_at, offline, scan_id)
    select ticket_id, event_id, 'EXIT', $2::uuid, $3::text, coalesce($4::timestamptz, now()), $4::timestamptz is not null, $6::uuid
    from out
    returning moved_at, gate
  )
  select t.*, out.checked_in_at as "checkedInAt", move.moved_at as "movedAt", move.gate
  from t left join out on true left join move on true`;

/** A scan's parameters, in the order SCAN and EXIT number them ($1 … $6). */
const scanParams = (s: Scan) => [s.code, s.userId, s.gate, s.scannedAt, s.eventId, s.scanId];

export async function exitTicket(database: Database, s: Scan): Promise<ExitedTicket | undefined> {
  const [row] = await database.prepared<ExitedTicket>('checkin-exit', EXIT, scanParams(s));
  return row;
}

export async function scanTicket(database: Database, s: Scan): Promise<ScannedTicket | undefined> {
  const [row] = await database.prepared<ScannedTicket>('checkin-scan', SCAN, scanParams(s));
  return row;
}

export interface Entry {
  checkedInAt: Date | string;
  checkedInBy: string;
  gate: string | null;
  offline: boolean;
  scanId: string | null;
  inside: boolean;
}

export async function findEntryForUpdate(db: Tx, ticketId: string): Promise<Entry | undefined> {
  const [row] = await rows<Entry>(
    db,
    sql`select checked_in_at as "checkedInAt", checked_in_by as "checkedInBy", gate, offline,
          scan_id as "scanId", inside
        from checkins where ticket_id = ${ticketId} for update`,
  );
  return row;
}

export interface Movement {
  direction: 'ENTRY' | 'EXIT';
  movedAt: Date | string;
  gate: string | null;
}

/** The movement a scan made, if it made one (a retry of it is answered as the first time). */
export async function movementOfScan(
  db: Tx,
  ticketId: string,
  scanId: string,
): Promise<Movement | undefined> {
  const [row] = await rows<Movement>(
    db,
    sql`select direction, moved_at as "movedAt", gate from checkin_movements
        where ticket_id = ${ticketId} and scan_id = ${scanId} order by seq limit 1`,
  );
  return row;
}

/**
 * A ticket that went out comes in again: the entry row back inside and the re-entry logged.
 * Called with the entry's row lock held (findEntryForUpdate).
 */
export async function reenter(
  db: Tx,
  m: {
    ticketId: string;
    eventId: string;
    userId: string;
    gate: string | null;
    scannedAt: Date | null;
    scanId: string | null;
  },
): Promise<Movement> {
  await db.execute(sql`update checkins set inside = true where ticket_id = ${m.ticketId}`);
  const [row] = await rows<Movement>(
    db,
    sql`insert into checkin_movements (ticket_id, event_id, direction, moved_by, gate, moved_at, offline, scan_id)
      values (${m.ticketId}, ${m.eventId}, 'ENTRY', ${m.userId}, ${m.gate}, coalesce(${m.scannedAt}::timestamptz, now()),
        ${m.scannedAt !== null}, ${m.scanId})
      returning direction, moved_at as "movedAt", gate`,
  );
  return row;
}

/** An event's door settings; defaults when none were saved. */
export async function doorSettings(db: Tx, eventId: string): Promise<{ allowReentry: boolean }> {
  const [row] = await rows<{ allowReentry: boolean }>(
    db,
    sql`select allow_reentry as "allowReentry" from event_door_settings where event_id = ${eventId}`,
  );
  return row ?? { allowReentry: false };
}

export async function saveDoorSettings(
  db: Tx,
  eventId: string,
  s: { allowReentry: boolean },
  userId: string,
): Promise<void> {
  await db.execute(sql`insert into event_door_settings (event_id, allow_reentry, updated_by)
    values (${eventId}, ${s.allowReentry}, ${userId})
    on conflict (event_id) do update
      set allow_reentry = excluded.allow_reentry, updated_by = excluded.updated_by, updated_at = now()`);
}

export interface GateCount {
  gate: string | null;
  entries: number;
  exits: number;
  inside: number;
}

/**
 * Entries (first ones and re-entries) and exits per gate, and who is inside: one query over
 * the event's entries and movements (both by `event_id` index).
 */
export async function gateCounts(db: Tx, eventId: string): Promise<GateCount[]> {
  return rows<GateCount>(
    db,
    sql`select gate, sum(entries)::int as entries, sum(exits)::int as exits, sum(inside)::int as inside
      from (
        select gate, 1 as entries, 0 as exits, inside::int as inside from checkins where event_id = ${eventId}
        union all
        select gate, (direction = 'ENTRY')::int, (direction = 'EXIT')::int, 0
        from checkin_movements where event_id = ${eventId}
      ) m
      group by gate
      order by gate nulls last`,
  );
}

export async function recordRepeat(
  db: Tx,
  r: {
    ticketId: string;
    eventId: string;
    scannedBy: string;
    scannedAt: Date | string | null;
    gate: string | null;
    offline: boolean;
    scanId: string | null;
  },
): Promise<void> {
  await db.execute(sql`insert into checkin_repeats (ticket_id, event_id, scanned_by, scanned_at, gate, offline, scan_id)
    values (${r.ticketId}, ${r.eventId}, ${r.scannedBy}, coalesce(${r.scannedAt}::timestamptz, now()), ${r.gate}, ${r.offline}, ${r.scanId})`);
}

/** Whether this scan was already kept as a repeat of the ticket (a retry of it). */
export async function repeatRecorded(db: Tx, ticketId: string, scanId: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from checkin_repeats where ticket_id = ${ticketId} and scan_id = ${scanId} limit 1`,
  );
  return found.length > 0;
}

/** Tickets that may go in: live, of a paid order. */
const admissible = (eventId: string) =>
  sql`t.event_id = ${eventId} and t.is_active and t.order_status = 'PAGADA'`;

const ticketsFrom = sql`from door_tickets t left join checkins c on c.ticket_id = t.id`;

export interface CheckinListRow {
  ticketId: string;
  seatId: string;
  zoneName: string;
  seatName: string;
  seatAccess: SeatAccess;
  holderName: string;
  identification: string | null;
  orderNumber: number;
  checkedInAt: Date | string | null;
  gate: string | null;
  /** Who let the ticket in (named by the service). */
  checkedInById: string | null;
  /** Scans after the entry: a copied ticket, or the later of two offline scans. */
  repeats: number;
  /** Offline scans that arrived after the entry (someone let in on a ticket already in). */
  conflicts: number;
}

/**
 * `code`: the whole normalized code when the search looks like one. A code is matched only
 * whole: a part of one would let a door login read codes out a character at a time.
 */
function listWhere(q: Omit<ListCheckinsQuery, 'page' | 'limit'>, code: string | null): SQL {
  const conds = [admissible(q.eventId)];
  if (q.status === 'IN') conds.push(sql`c.ticket_id is not null`);
  if (q.status === 'OUT') conds.push(sql`c.ticket_id is null`);
  if (q.q) {
    const like = containsPattern(q.q);
    conds.push(sql`(${code ? sql`t.code = ${code} or ` : sql``}${holderName} ilike ${like} or t.holder_email ilike ${like}
      or t.holder_identification ilike ${like} or t.seat_name ilike ${like} or t.zone_name ilike ${like} or c.gate ilike ${like})`);
  }
  return sql.join(conds, sql` and `);
}

/** Newest entries first, then the tickets not yet in by zone and seat. */
export async function listCheckins(
  db: Tx,
  q: Omit<ListCheckinsQuery, 'page' | 'limit'>,
  code: string | null,
  page: { limit: number; offset: number } | null,
) {
  const where = listWhere(q, code);
  const [{ total }] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${ticketsFrom} where ${where}`,
  );
  const items = await rows<CheckinListRow>(
    db,
    sql`select t.id as "ticketId", t.seat_id as "seatId", t.zone_name as "zoneName", t.seat_name as "seatName",
        t.seat_access as "seatAccess", ${holderName} as "holderName", t.holder_identification as identification, t.order_number as "orderNumber",
        c.checked_in_at as "checkedInAt", c.gate, c.checked_in_by as "checkedInById",
        (select count(*)::int from checkin_repeats r where r.ticket_id = t.id) as repeats,
        (select count(*)::int from checkin_repeats r where r.ticket_id = t.id and r.offline) as conflicts
      ${ticketsFrom} where ${where}
      order by c.checked_in_at desc nulls last, t.zone_name, t.seat_name, t.id
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return { items, total };
}

/** Per zone of the event that has tickets: tickets that may go in, and those already in. */
export async function zoneCounts(db: Tx, eventId: string) {
  return rows<{ zoneId: string; checkedIn: number; total: number }>(
    db,
    sql`select t.zone_id as "zoneId", count(*)::int as total, count(c.ticket_id)::int as "checkedIn"
      ${ticketsFrom} where ${admissible(eventId)}
      group by t.zone_id`,
  );
}

/**
 * The scanner's offline copy: every ticket that may go in, as the SHA-256 of its code, and
 * whether it already did. The holder is named, never by e-mail.
 */
export async function offlineTickets(db: Tx, eventId: string) {
  return rows<{
    digest: string;
    zone: string;
    seat: string;
    access: SeatAccess;
    holderName: string;
    checkedInAt: Date | string | null;
    inside: boolean;
  }>(
    db,
    sql`select encode(sha256(convert_to(t.code, 'UTF8')), 'hex') as digest, t.zone_name as zone, t.seat_name as seat,
        t.seat_access as access, coalesce(t.holder_full_name, 'Sin nombre') as "holderName",
        c.checked_in_at as "checkedInAt", coalesce(c.inside, false) as inside
      ${ticketsFrom} where ${admissible(eventId)} order by 1`,
  );
}

/** Records that a door login took the event's list (its first time bounds its offline scans). */
export async function recordListDownload(db: Tx, eventId: string, userId: string): Promise<void> {
  await db.execute(sql`insert into checkin_list_downloads (event_id, user_id) values (${eventId}, ${userId})
    on conflict (event_id, user_id) do update
      set last_at = now(), downloads = checkin_list_downloads.downloads + 1`);
}

/** When this login first took the event's list, if it did. */
export async function firstListDownload(
  db: Tx,
  eventId: string,
  userId: string,
): Promise<Date | null> {
  const [row] = await rows<{ firstAt: Date | string }>(
    db,
    sql`select first_at as "firstAt" from checkin_list_downloads where event_id = ${eventId} and user_id = ${userId}`,
  );
  return row ? new Date(row.firstAt) : null;
}

/** Whether the ticket has gone in (a transfer is refused after that). */
export async function ticketCheckedIn(db: Tx, ticketId: string): Promise<boolean> {
  const [row] = await rows<{ one: number }>(
    db,
    sql`select 1 as one from checkins where ticket_id = ${ticketId} limit 1`,
  );
  return !!row;
}
