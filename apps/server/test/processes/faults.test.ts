/**
 * Issue 14, fault injection on PostgreSQL: the server killed during an order load, the
 * database restarted under load, SMTP down, and SIGTERM/SIGINT with streams and requests
 * open. Figures go to RELIABILITY.md (each test logs its own).
 */
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  brokenRules,
  call,
  cart,
  freePort,
  havePostgresBinaries,
  must,
  checkAfterRestart,
  expectWholeAfterKill,
  privatePostgres,
  saleKilled,
  saleSetup,
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
  // The SIGTERM test keeps holds waiting on its own transaction until after the signal: they
  // must still be waiting then, not refused for waiting too long.
  HOLD_LOCK_TIMEOUT_MS: '60000',
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
    const run = await saleKilled(base, first, {
      buyers: 60,
      tag: 'kill',
      concurrency: 16,
      killAfter: 24,
    });

    const restartedAt = performance.now();
    const second = startServer({ ...env, PORT: String(port) });
    await second.ready;
    const restartMs = performance.now() - restartedAt;
    const after = await checkAfterRestart(base, run.placed, run.eventId, run.soldBefore);
    const rules = await brokenRules((text) => sql(text));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    expectWholeAfterKill('kill -9 postgres', run, restartMs, after, rules);
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
      // Two buyers: a process has at most two batches of holds in the database at once
      // (modules/holds/hold-batch.ts), so two holds are both there however they are batched.
      const tokens = await Promise.all(
        Array.from(
          { length: 2 },
          async () => (await must(201, base, 'POST', '/api/auth/anonymous')).session.accessToken,
        ),
      );

      // Holds wait on rows the test keeps uncommitted (holds of the same seats): they are
      // certainly in flight at the signal. Only they wait on the test's transaction, each
      // batch holding its buyers' advisory locks while it waits.
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      onTestFinished(() => locker.end().catch(() => undefined)); // also when the test fails
      await locker.query('begin');
      await locker.query(
        `insert into seat_holds (seat_id, event_id, user_id, expires_at)
         select s, $2, (select id from users limit 1), now() + interval '1 hour' from unnest($1::uuid[]) s`,
        [free.slice(0, tokens.length), eventId],
      );
      const holds = tokens.map((token, i) =>
        call(base, 'POST', '/api/holds', token, { eventId, seatIds: [free[i]] }),
      );
      await until(
        async () =>
          (
            await locker.query(
              `select count(*)::int as n from pg_locks a
                where a.locktype = 'advisory' and a.granted and a.pid in (
                  select w.pid from pg_locks w where w.locktype = 'transactionid' and not w.granted
                    and w.transactionid::text = txid_current()::text)`,
            )
          ).rows[0].n === tokens.length,
      );

      const signalled = performance.now();
      server.child.kill(signal);
      // The streams end on their own (the server closes them).
      const ended = await Promise.all(streams.map((s) => s.take(1)));
      const streamsEndedMs = performance.now() - signalled;
      await locker.query('rollback'); // the seats are free again: the holds take them
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

describe.runIf(havePostgresBinaries)('[FAULTS] PostgreSQL restarted under load', () => {
  it('while it is down the API answers 503 in Spanish at once; once back, requests and seat changes flow again without restarting the app', async () => {
    const cluster = await privatePostgres();
    try {
      await cluster.start();
      const admin = new pg.Client({ connectionString: cluster.url() });
      await admin.connect();
      await admin.query('create database tickera');
      await admin.end();
      const port = 3965;
      const base = at(port);
      const server = startServer({
        ...env,
        DATABASE_URL: cluster.url('tickera'),
        PORT: String(port),
      });
      await server.ready;
      const { eventId, free } = await saleSetup(base);
      const [buyer] = await signUpBuyers(base, 1, 'reinicio');
      const stream = await openStream(`${base}/api/events/${eventId}/seat-map/stream`);

      // Readers of the catalogue and of their own orders, 6 at a time, until told to stop.
      interface Sample {
        start: number;
        ms: number;
        status: number;
        code?: string;
        message?: string;
      }
      const samples: Sample[] = [];
      let loading = true;
      const load = Promise.all(
        Array.from({ length: 6 }, async (_, w) => {
          while (loading) {
            const start = performance.now();
            const a = await call(
              base,
              'GET',
              w % 2 ? '/api/orders/mine' : '/api/events',
              buyer.token,
            );
            samples.push({
              start,
              ms: performance.now() - start,
              status: a.status,
              code: a.body?.error?.code,
              message: a.body?.error?.message,
            });
          }
        }),
      );
      const after = (t: number) => samples.filter((s) => s.start >= t);
      await until(() => samples.length >= 30, server.died);

      const stopping = performance.now();
      await cluster.stop();
      const down = performance.now();
      await until(() => after(down).length >= 30, server.died);
      const health = await call(base, 'GET', '/api/health');
      const firstError = samples.find((s) => s.start >= stopping && s.status !== 200);

      const restarting = performance.now();
      await cluster.start();
      const up = performance.now();
      await until(() => after(up).some((s) => s.status === 200), server.died);
      const recovered = after(up).find((s) => s.status === 200)!;
      await until(() => after(recovered.start).length >= 30, server.died);
      loading = false;
      await load;

      // The seat map's LISTEN is back: a hold made now reaches the stream opened before the outage.
      const direct = new pg.Client({ connectionString: cluster.url('tickera') });
      await direct.connect();
      await until(
        async () =>
          (
            await direct.query(
              `select 1 from pg_stat_activity where query = 'LISTEN "seat_status"'`,
            )
          ).rowCount === 1,
        server.died,
      );
      await direct.end();
      const anon = (await must(201, base, 'POST', '/api/auth/anonymous')).session.accessToken;
      await must(201, base, 'POST', '/api/holds', anon, { eventId, seatIds: [free[0]] });
      const [message] = await stream.take(1);
      stream.close();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      // Sent after PostgreSQL had stopped, answered before it was asked to start again.
      const whileDown = after(down).filter((s) => s.start + s.ms < restarting);
      console.log(
        `[PostgreSQL restart] ${JSON.stringify({
          before: samples.filter((s) => s.start < stopping).length,
          stopMs: Math.round(down - stopping),
          startMs: Math.round(up - restarting),
          firstErrorAfterStopMs:
            firstError && Math.round(firstError.start + firstError.ms - stopping),
          answersWhileDown: whileDown.length,
          statusesWhileDown: [...new Set(whileDown.map((s) => s.status))],
          slowestWhileDownMs: Math.round(Math.max(...whileDown.map((s) => s.ms))),
          recoveryMs: Math.round(recovered.start + recovered.ms - up),
          afterRecovery: after(recovered.start).length,
          statusesAll: Object.fromEntries(
            [...new Set(samples.map((s) => s.status))].map((st) => [
              st,
              samples.filter((s) => s.status === st).length,
            ]),
          ),
          failedAfterRecovery: after(recovered.start).filter((s) => s.status !== 200).length,
        })}`,
      );
      expect(health.status).toBe(503);
      // Not one answer of the whole run was a 500, the stop's own instant included.
      expect(samples.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
      expect(whileDown.length).toBeGreaterThanOrEqual(30);
      for (const s of whileDown) {
        expect(s).toMatchObject({
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message:
            'El servicio no está disponible en este momento. Intente de nuevo en unos segundos.',
        });
        expect(s.ms).toBeLessThan(3_000);
      }
      expect(after(recovered.start).map((s) => s.status)).toEqual(
        after(recovered.start).map(() => 200),
      );
      expect(message).toMatchObject({ seatId: free[0], status: 'held' });
    } finally {
      await cluster.destroy();
    }
  }, 180_000);
});
