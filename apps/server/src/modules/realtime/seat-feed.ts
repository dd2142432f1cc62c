/**
 * Seat status changes, fanned out to every server process through PostgreSQL
 * LISTEN/NOTIFY (PGlite: the same, in process) and on to browsers over SSE.
 * Writers call notifySeatChanges inside their transaction: the message leaves on commit.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SeatChange, SeatFeed } from '../../context';
import type { Database, Tx } from '../../db/client';

export type { SeatChange, SeatFeed };

export const SEAT_CHANNEL = 'seat_status';
/** NOTIFY payloads must stay under 8000 bytes; a seat change is ~50 bytes. */
const SEATS_PER_MESSAGE = 100;

export async function notifySeatChanges(
  db: Tx,
  eventId: string,
  changes: SeatChange[],
): Promise<void> {
  for (let i = 0; i < changes.length; i += SEATS_PER_MESSAGE) {
    const chunk = changes.slice(i, i + SEATS_PER_MESSAGE).map((c) => [c.seatId, c.status]);
    await db.execute(
      sql`select pg_notify(${SEAT_CHANNEL}, ${JSON.stringify({ e: eventId, s: chunk })})`,
    );
  }
}

type Listener = (changes: SeatChange[]) => void;

export async function startSeatFeed(database: Database, log: FastifyBaseLogger): Promise<SeatFeed> {
  const listeners = new Map<string, Set<Listener>>();
  const unlisten = await database.listen(SEAT_CHANNEL, (payload) => {
    try {
      const { e, s } = JSON.parse(payload) as { e: string; s: [string, SeatChange['status']][] };
      const set = listeners.get(e);
      if (!set) return;
      const changes = s.map(([seatId, status]) => ({ seatId, status }));
      for (const l of set) l(changes);
    } catch (err) {
      log.warn({ err }, 'bad seat_status payload');
    }
  });
  return {
    subscribe(eventId, listener) {
      let set = listeners.get(eventId);
      if (!set) listeners.set(eventId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(eventId);
      };
    },
    stop: unlisten,
  };
}
