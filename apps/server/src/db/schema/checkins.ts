/**
 * Door entries, movements (exits and re-entries), repeated scans, offline-list downloads and
 * each event's door settings: the `checkins` module's tables (decision 038).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './columns';
import { users } from './auth';
import { events } from './events';
import { tickets } from './tickets';

/** Invariant 6: a ticket checks in once (unique ticket_id). */
export const checkins = pgTable(
  'checkins',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    checkedInBy: uuid('checked_in_by')
      .notNull()
      .references(() => users.id),
    /** When the person went in: the server's time, or the device's for an offline scan. */
    checkedInAt: tz('checked_in_at').notNull().defaultNow(),
    gate: text('gate'),
    /** Scanned without network and sent later. */
    offline: boolean('offline').notNull().default(false),
    receivedAt: tz('received_at').notNull().defaultNow(),
    /** The scanner's id for the scan: a retry of the same scan is answered, not counted again. */
    scanId: uuid('scan_id'),
    /**
     * Whether the person is inside now: an exit sets it false, a re-entry (when the event
     * allows it) true again. The row stays the ticket's first entry; movements after it are
     * in checkin_movements. Changed only under this row's lock, so an exit and a re-entry of
     * one ticket never interleave.
     */
    inside: boolean('inside').notNull().default(true),
  },
  (t) => [
    uniqueIndex('checkins_ticket_key').on(t.ticketId),
    index('checkins_event_idx').on(t.eventId),
    // The audit trail newest first, and today's entries (indicators).
    index('checkins_checked_in_at_idx').on(t.checkedInAt),
  ],
);

/**
 * What happened at the door after a ticket's first entry (that one is its checkins row):
 * each exit and each re-entry, in the order they were taken (`seq`), with the gate, who,
 * and when (the server's time, or the device's for an offline scan).
 */
export const checkinMovements = pgTable(
  'checkin_movements',
  {
    id: id(),
    /** The order the movements were recorded in (under the entry's row lock). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    direction: text('direction').notNull(),
    movedBy: uuid('moved_by')
      .notNull()
      .references(() => users.id),
    movedAt: tz('moved_at').notNull().defaultNow(),
    gate: text('gate'),
    offline: boolean('offline').notNull().default(false),
    scanId: uuid('scan_id'),
    receivedAt: tz('received_at').notNull().defaultNow(),
  },
  (t) => [
    check('checkin_movements_direction_check', sql`${t.direction} in ('ENTRY', 'EXIT')`),
    index('checkin_movements_ticket_idx').on(t.ticketId),
    index('checkin_movements_event_idx').on(t.eventId),
  ],
);

/** An event's door: whether a ticket that went out may come in again (off unless set). */
export const eventDoorSettings = pgTable('event_door_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id),
  allowReentry: boolean('allow_reentry').notNull().default(false),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/**
 * Second scans of a ticket that is already in: who tried, where and when. A copied ticket
 * shows up here; an offline scan that arrived after the entry too (`offline`: a device let
 * someone in without network while the ticket was already in, shown as a conflict).
 */
export const checkinRepeats = pgTable(
  'checkin_repeats',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    scannedBy: uuid('scanned_by')
      .notNull()
      .references(() => users.id),
    scannedAt: tz('scanned_at').notNull(),
    gate: text('gate'),
    offline: boolean('offline').notNull().default(false),
    scanId: uuid('scan_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkin_repeats_ticket_idx').on(t.ticketId),
    index('checkin_repeats_scanned_at_idx').on(t.scannedAt),
  ],
);

/**
 * Which door login took an event's offline list, and when first: an offline scan sent later
 * is dated no earlier than its device's first copy (it was decided from one).
 */
export const checkinListDownloads = pgTable(
  'checkin_list_downloads',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    firstAt: tz('first_at').notNull().defaultNow(),
    lastAt: tz('last_at').notNull().defaultNow(),
    downloads: integer('downloads').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
