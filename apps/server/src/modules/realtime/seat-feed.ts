/**
 * Seat status changes, fanned out to every server process through PostgreSQL
 * LISTEN/NOTIFY (PGlite: the same, in process) and on to browsers over SSE.
 * Writers call notifySeatChanges inside their transaction: the message leaves on commit.
 * The hold, the on-sale's hot path, commits first and then `publish`es: its changes are
 * gathered for 50 ms and sent as one NOTIFY per event, so PostgreSQL's global notify lock
 * is never held by a hold's transaction (issue 11).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SeatChange, SeatFeed } from '../../context';
import type { Database, Tx } from '../../db/client';

export type { SeatChange, SeatFeed };

export const SEAT_CHANNEL = 'seat_status';
/** NOTIFY payloads must stay under 8000 bytes; a seat change is ~50 bytes. */
const SEATS_PER_MESSAGE = 100;
/** How long published changes wait to travel together. */
export const PUBLISH_BATCH_MS = 50;

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
  const pending = new Map<string, SeatChange[]>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    timer = null;
    const batch = [...pending];
    pending.clear();
    for (const [eventId, changes] of batch) {
      // Outside any transaction: each NOTIFY commits on its own, the lock held for an instant.
      await notifySeatChanges(database.db, eventId, changes).catch((err: unknown) =>
        log.warn({ err }, 'seat_status publish failed'),
      );
    }
  };
  return {
    publish(eventId, changes) {
      pending.set(eventId, [...(pending.get(eventId) ?? []), ...changes]);
      timer ??= setTimeout(() => void flush(), PUBLISH_BATCH_MS);
    },
    subscribe(eventId, listener) {
      let set = listeners.get(eventId);
      if (!set) listeners.set(eventId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(eventId);
      };
    },
    async stop() {
      if (timer) clearTimeout(timer);
      await flush();
      await unlisten();
    },
  };
}
