/**
 * Issue 14, fault injection on PostgreSQL: the server killed during an order load, the
 * database restarted under load, SMTP down, and SIGTERM/SIGINT with streams and requests
 * open. Figures go to RELIABILITY.md (each test logs its own).
 */
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import {
  brokenRules,
  call,
  cart,
  freePort,
  must,
  checkAfterRestart,
  noBrokenRules,
  ordersUntilKilled,
  saleSetup,
  seatMap,
  signIn,
  signUpBuyers,
} from './sales-load';
import { freshDatabase, startServer } from './spawn-server';
import { openStream } from '../sse';
import { until } from '../until';

const url = freshDatabase('tickera_faults');
const env = {
  DATABASE_URL: url,
  HOST: '127.0.0.1',
  SEED_DEMO: '1',
  JWT_SECRET: 'fallas-fallas-fallas-fallas-fallas-0123',
  // Many buyers from one address: the abuse limits would refuse the load itself.
  RATE_LIMITS: 'off',
};
const at = (port: number) => `http://127.0.0.1:${port}`;

async function sql(text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows;
  } finally {
    await c.end();
  }
}

describe('[FAULTS] kill -9 during an order load (PostgreSQL)', () => {
  it('after the restart every order is whole, every answered order is there, no seat is sold twice', async () => {
    const port = 3961;
    const base = at(port);
    const first = startServer({ ...env, PORT: String(port) });
    await first.ready;
    const { eventId, free, bankId } = await saleSetup(base);
    const soldBefore = new Set(
      [...(await seatMap(base, eventId))].filter(([, s]) => s === 'sold').map(([id]) => id),
    );
    const buyers = await signUpBuyers(base, 60, 'kill');
    const staffToken = await signIn(base, 'admin@tickera.test');

    const { placed, inFlightAtKill, notSent } = await ordersUntilKilled({
      base,
      buyers,
      staffToken,
      eventId,
      free,
      bankId,
      concurrency: 16,
      killAfter: 24,
      kill: () => first.child.kill('SIGKILL'),
    });
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(inFlightAtKill.orders).toBeGreaterThan(0);

    const restartedAt = performance.now();
    const second = startServer({ ...env, PORT: String(port) });
    await second.ready;
    const restartMs = performance.now() - restartedAt;
    const after = await checkAfterRestart(base, placed, eventId, soldBefore);
    const rules = await brokenRules((text) => sql(text));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    console.log(
      `[kill -9 postgres] ${JSON.stringify({ inFlightAtKill, notSent, answered: placed.filter((p) => p.order).length, approved: placed.filter((p) => p.approved === 200).length, restartMs: Math.round(restartMs), ...after, problems: after.problems.length })}`,
    );
    expect(after.problems).toEqual([]);
    expect(after.soldNotInOrders).toEqual([]);
    expect(after.inOrdersNotSold).toEqual([]);
    expect(rules).toEqual(noBrokenRules);
  }, 180_000);
});

describe('[FAULTS] SIGTERM and SIGINT with seat-map streams and requests open', () => {
  for (const [signal, port] of [
    ['SIGTERM', 3962],
    ['SIGINT', 3963],
  ] as const) {
    it(`${signal}: requests in flight get their answer, streams end, the process exits 0 within 10 s`, async () => {
      const base = at(port);
      const server = startServer({ ...env, PORT: String(port) });
      await server.ready;
      const { eventId, free } = await saleSetup(base);
      const streams = await Promise.all(
        Array.from({ length: 5 }, () =>
          openStream(`${base}/api/events/${eventId}/seat-map/stream`),
        ),
      );
      const tokens = await Promise.all(
        Array.from(
          { length: 4 },
          async () => (await must(201, base, 'POST', '/api/auth/anonymous')).session.accessToken,
        ),
      );

      // Holds wait on a lock the test keeps: they are certainly in flight at the signal.
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table seat_holds in exclusive mode');
      const holds = tokens.map((token, i) =>
        call(base, 'POST', '/api/holds', token, { eventId, seatIds: [free[i]] }),
      );
      await until(
        async () =>
          (
            await locker.query(
              `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
            )
          ).rows[0].n === tokens.length,
      );

      const signalled = performance.now();
      server.child.kill(signal);
      // The streams end on their own (the server closes them).
      const ended = await Promise.all(streams.map((s) => s.take(1)));
      const streamsEndedMs = performance.now() - signalled;
      await locker.query('commit');
      await locker.end();
      const answers = await Promise.all(holds);
      const code = await server.exited;
      const exitMs = performance.now() - signalled;

      console.log(
        `[${signal}] ${JSON.stringify({ streams: streams.length, inFlight: holds.length, answers: answers.map((a) => a.status), streamsEndedMs: Math.round(streamsEndedMs), exitMs: Math.round(exitMs), code })}`,
      );
      expect(ended).toEqual(streams.map(() => []));
      expect(answers.map((a) => a.status)).toEqual(tokens.map(() => 201));
      expect(code).toBe(0);
      expect(exitMs).toBeLessThan(10_000);
    }, 120_000);
  }
});

describe('[FAULTS] SMTP down', () => {
  it('e-mails are retried with a growing wait and none is lost; once SMTP answers each arrives once', async () => {
    const smtpPort = await freePort(); // nothing listens there: the SMTP server is down
    const port = 3964;
    const base = at(port);
    const server = startServer({
      ...env,
      PORT: String(port),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_BACKOFF: '1', // 1, 2, 4 … seconds instead of minutes
    });
    await server.ready;
    await sql(`update mail_outbox set status = 'SENT' where status = 'PENDING'`); // the seed's
    const since = (await sql(`select now() as at`))[0].at as Date;
    const outbox = () =>
      sql(
        `select id, "to", status, attempts, next_attempt_at as "nextAttemptAt" from mail_outbox where created_at >= $1`,
        [since],
      );

    // Sign-ups (welcome) and orders (how to pay): what people do, e-mails they expect.
    const { eventId, free, bankId } = await saleSetup(base);
    const buyers = await signUpBuyers(base, 4, 'smtp');
    for (const [i, b] of buyers.entries())
      expect(
        (await (await cart(base, b, eventId, [free[i]], bankId, `6${i}000123`)).order()).status,
      ).toBe(201);

    // Each attempt's planned next one, as seen in the outbox: id → attempts → next_attempt_at.
    const planned = new Map<string, Map<number, number>>();
    const downFrom = performance.now();
    await until(async () => {
      const rows = await outbox();
      for (const r of rows) {
        if (!planned.has(r.id)) planned.set(r.id, new Map());
        if (r.attempts > 0) planned.get(r.id)!.set(r.attempts, (r.nextAttemptAt as Date).getTime());
      }
      return rows.length === 8 && rows.every((r) => r.attempts >= 4);
    }, server.died);
    const downMs = performance.now() - downFrom;
    const down = await outbox();
    expect(down.map((r) => r.status)).toEqual(down.map(() => 'PENDING'));
    // The wait after attempt n is 2^(n-1) s: planned times lie at least 2, 4 … s apart.
    const gaps = [...planned.values()].map((byAttempt) =>
      [1, 2, 3].map((n) => (byAttempt.get(n + 1)! - byAttempt.get(n)!) / 1000),
    );
    for (const g of gaps)
      for (const [k, seconds] of g.entries()) expect(seconds).toBeGreaterThanOrEqual(2 ** (k + 1));

    // The SMTP server comes up on that port.
    const received = new Map<string, number>();
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        stream.resume();
        stream.on('end', () => {
          for (const r of session.envelope.rcptTo)
            received.set(r.address, (received.get(r.address) ?? 0) + 1);
          done();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', r));
    const upAt = performance.now();
    await until(async () => (await outbox()).every((r) => r.status === 'SENT'), server.died);
    const deliveredMs = performance.now() - upAt;
    // One more e-mail after the queue emptied: any second copy of the others would be in by now.
    const [late] = await signUpBuyers(base, 1, 'smtp-tarde');
    await until(() => received.has(late.email), server.died);

    const rows = await outbox();
    const expected = new Map<string, number>();
    for (const r of rows) expected.set(r.to, (expected.get(r.to) ?? 0) + 1);
    server.child.kill('SIGTERM');
    await server.exited;
    await new Promise<void>((r) => smtp.close(() => r()));
    console.log(
      `[SMTP down] ${JSON.stringify({ mails: down.length, attemptsWhileDown: down.map((r) => r.attempts), gapsSeconds: gaps, downMs: Math.round(downMs), deliveredMs: Math.round(deliveredMs), received: [...received.values()].reduce((a, b) => a + b, 0) })}`,
    );
    expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'SENT'));
    expect(received).toEqual(expected);
  }, 120_000);
});
