/** The cart: the `holds` module's table. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns';
import { users } from './auth';
import { seats } from './seating';

/**
 * The cart: one row per held seat. A seat has at most one row; a row whose
 * `expires_at` has passed is not a hold (read-time rule), and a new hold may take
 * it over with a conditional upsert. The sweeper only tidies up.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    seatId: uuid('seat_id')
      .primaryKey()
      .references(() => seats.id),
    // No foreign key to events: the hold function copies it from the seat (whose own key
    // guards it), and a key here made every hold of an on-sale lock the one event row
    // (FOR KEY SHARE from every buyer at once: multixacts). Decision 015.
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
    /**
     * The connection's address group (IPv4 address, IPv6 /64) of an anonymous session's
     * hold, when the seat was taken; null for a signed-in buyer. Anonymous holds of one
     * group and event are capped (HOLD_ANON_PER_IP, decision 030).
     */
    ipGroup: text('ip_group'),
  },
  (t) => [
    index('seat_holds_user_event_idx').on(t.userId, t.eventId),
    index('seat_holds_expires_idx').on(t.expiresAt),
    index('seat_holds_ip_group_idx')
      .on(t.ipGroup, t.eventId, t.expiresAt)
      .where(sql`${t.ipGroup} is not null`),
  ],
);
