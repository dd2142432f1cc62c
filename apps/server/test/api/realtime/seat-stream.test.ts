/** Seat changes reach a listening browser over SSE, fed by LISTEN/NOTIFY. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatLayout } from '@tickera/shared/schemas/seating';
import { getJson, seatIdsByOrdinal } from '../../compact-map';
import { createEvent, createRate, firstBankId, holdSeats, placeOrder } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';
import { openStream } from '../../sse';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await createRate(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** Opens the stream, acts, and reads `data:` messages until `count` arrived or the time is up. */
async function collect(url: string, count: number, act: () => Promise<void>, ms = 3000) {
  const stream = await openStream(url);
  expect(stream.res.headers.get('content-type')).toMatch(/text\/event-stream/);
  await act();
  const deadline = setTimeout(stream.close, ms);
  const messages = await stream.take(count);
  clearTimeout(deadline);
  stream.close();
  return { messages };
}

/** What the event's stream says while `headers` hold `seatIds` (one message a seat). */
function streamWhileHolding(
  eventId: string,
  headers: { authorization: string },
  seatIds: string[],
) {
  return collect(`${base}/api/events/${eventId}/seat-map/stream`, seatIds.length, async () => {
    const res = await holdSeats(t, headers, eventId, seatIds);
    expect(res.statusCode).toBe(201);
  });
}

describe('[LIVE] seat-map stream', () => {
  it('tells a second viewer that seats turned held, then available', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const seatIds = ev.seatIds.slice(0, 2);
    const held = await streamWhileHolding(ev.id, buyer.headers, seatIds);
    expect(held.messages.map((m) => m.status)).toEqual(['held', 'held']);
    expect(held.messages.map((m) => m.seatId).sort()).toEqual([...seatIds].sort());

    const freed = await collect(`${base}/api/events/${ev.id}/seat-map/stream`, 2, async () => {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/holds?eventId=${ev.id}`,
        headers: buyer.headers,
      });
    });
    expect(freed.messages.map((m) => m.status)).toEqual(['available', 'available']);
  });

  it('keeps the order of changes: a release made right after the hold arrives after it', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const seatId = ev.seatIds[5];
    const seen = await collect(`${base}/api/events/${ev.id}/seat-map/stream`, 2, async () => {
      const held = await t.app.inject({
        method: 'POST',
        url: '/api/holds',
        headers: buyer.headers,
        payload: { eventId: ev.id, seatIds: [seatId] },
      });
      expect(held.statusCode).toBe(201);
      const freed = await t.app.inject({
        method: 'DELETE',
        url: `/api/holds/${seatId}`,
        headers: buyer.headers,
      });
      expect(freed.statusCode).toBe(204);
    });
    expect(seen.messages).toMatchObject([
      { seatId, status: 'held' },
      { seatId, status: 'available' },
    ]);
  });

  it('tells a viewer that the seats of a new order are sold', async () => {
    const ev = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const seatIds = ev.seatIds.slice(2, 4);
    const bankId = await firstBankId(t);
    const sold = await collect(`${base}/api/events/${ev.id}/seat-map/stream`, 4, async () => {
      const res = await placeOrder(t, buyer.headers, ev.id, seatIds, { bankId });
      expect(res.statusCode).toBe(201);
    });
    expect(sold.messages.map((m) => m.status)).toEqual(['held', 'held', 'sold', 'sold']);
    expect(
      sold.messages
        .slice(2)
        .map((m) => m.seatId)
        .sort(),
    ).toEqual([...seatIds].sort());
  });

  it('names each seat by its ordinal in the current layout (n) and that layout’s version (v)', async () => {
    const ev = await createEvent(t);
    const layout = await getJson<SeatLayout>(t, `/api/events/${ev.id}/seat-map/layout`);
    const ids = await seatIdsByOrdinal(t, layout);
    const buyer = await signInAs(t, 'customer');
    const seatIds = [ev.seatIds[3], ev.seatIds[17]];
    const got = await streamWhileHolding(ev.id, buyer.headers, seatIds);
    expect(got.messages).toHaveLength(2);
    for (const m of got.messages) {
      expect(m.status).toBe('held');
      expect(m.v).toBe(layout.version);
      expect(ids[m.n!]).toBe(m.seatId);
    }
    expect(got.messages.map((m) => m.seatId).sort()).toEqual([...seatIds].sort());
  });

  it('does not leak another event’s changes, and 404s an unknown event', async () => {
    const ev = await createEvent(t);
    const other = await createEvent(t);
    const buyer = await signInAs(t, 'customer');
    const got = await collect(
      `${base}/api/events/${ev.id}/seat-map/stream`,
      1,
      async () => {
        await t.app.inject({
          method: 'POST',
          url: '/api/holds',
          headers: buyer.headers,
          payload: { eventId: other.id, seatIds: [other.seatIds[0]] },
        });
      },
      800,
    );
    expect(got.messages).toEqual([]);
    const missing = await fetch(
      `${base}/api/events/6f1d2c3b-0000-4000-8000-000000000000/seat-map/stream`,
    );
    expect(missing.status).toBe(404);
  });
});
