/** The on-sale waiting room: the `waiting-room` module's tables (decision 034). */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { tz } from './columns';
import { users } from './auth';
import { events } from './events';

/**
 * One event's room: the settings staff set, and the line's running state. The row is the
 * lock every join and every admission tick takes (FOR UPDATE), so places are numbered and
 * admitted in one order whichever process serves them.
 */
export const waitingRooms = pgTable('waiting_rooms', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id),
  enabled: boolean('enabled').notNull().default(false),
  opensAt: tz('opens_at'),
  preQueueMinutes: integer('pre_queue_minutes').notNull().default(30),
  admitPerMinute: integer('admit_per_minute').notNull().default(100),
  passMinutes: integer('pass_minutes').notNull().default(15),
  paused: boolean('paused').notNull().default(false),
  /** Places taken so far (the last join number). */
  joined: integer('joined').notNull().default(0),
  /** When the pre-queue was drawn (once); null before the opening. */
  drawnAt: tz('drawn_at'),
  /** How many places the draw ordered: the pre-queue joiners. */
  drawnCount: integer('drawn_count').notNull().default(0),
  /** Places 1..admitted have been admitted. */
  admitted: integer('admitted').notNull().default(0),
  /** The admission bucket: when it was last filled and its fraction of a place left over. */
  tickedAt: tz('ticked_at'),
  credit: doublePrecision('credit').notNull().default(0),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

/**
 * One place per user (anonymous sessions are users) and event. `joinNo` is the arrival
 * order; `position` the place in line: null until the pre-queue is drawn, then the drawn
 * place, or the arrival number for everyone who joined after the draw.
 */
export const queuePlaces = pgTable(
  'queue_places',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    joinNo: integer('join_no').notNull(),
    position: integer('position'),
    joinedAt: tz('joined_at').notNull().defaultNow(),
    /** The connection's address group (IPv4 address, IPv6 /64) at the join. */
    ipGroup: text('ip_group'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('queue_places_event_join_idx').on(t.eventId, t.joinNo),
    index('queue_places_event_position_idx')
      .on(t.eventId, t.position)
      .where(sql`${t.position} is not null`),
  ],
);

/**
 * The admissions: each tick that let people in writes one row, "places up to `upTo` were
 * admitted at `at`, their pass lasts until `passExpiresAt`". A place's pass is the first
 * row whose `upTo` reaches it; a process learns new admissions by reading rows past the
 * last id it saw.
 */
export const queueAdmissions = pgTable(
  'queue_admissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    upTo: integer('up_to').notNull(),
    at: tz('at').notNull(),
    passExpiresAt: tz('pass_expires_at').notNull(),
  },
  (t) => [index('queue_admissions_event_idx').on(t.eventId, t.id)],
);
