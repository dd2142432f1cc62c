#!/usr/bin/env node
// The heap one process spends on a waiting room's line (issue 25, "memory per waiting
// visitor"): the server's own EventLine (modules/waiting-room/line.ts) reads the line of
// `eventId` from PostgreSQL as a status answer does; the heap after a full collection,
// before and after, divided by the places read. Prints one JSON line.
// Usage (bench/waiting-room.mjs runs it): node --expose-gc --import tsx bench/line-memory.mjs DATABASE_URL EVENT_ID
import { openPostgres } from '../apps/server/src/db/client.ts';
import { EventLine } from '../apps/server/src/modules/waiting-room/line.ts';

const [url, eventId] = process.argv.slice(2);
const database = await openPostgres(url, 1);
const heap = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};
try {
  const line = new EventLine(eventId);
  const before = heap();
  await line.fresh(database.db);
  const after = heap();
  console.log(
    JSON.stringify({
      places: line.places.size,
      heapBytes: after - before,
      bytesPerPlace: Math.round((after - before) / line.places.size),
    }),
  );
} finally {
  await database.close();
}
