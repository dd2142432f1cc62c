/**
 * What the fault tests do to a running server, through its API as buyers and staff do it
 * (bench/orders.mjs's checkout), and what they check afterwards in its database.
 */
import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'Tickera.2026';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** One API call; the body is parsed when it is JSON. */
export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed };
}

/** `call`, failing the test on any answer but `expected`. */
export async function must(
  expected: number,
  ...args: Parameters<typeof call>
): Promise<Answer['body']> {
  const answer = await call(...args);
  if (answer.status !== expected)
    throw new Error(`${args[1]} ${args[2]} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export interface Buyer {
  email: string;
  token: string;
}

/** `count` customers who signed up through the API (as people do), `tag` keeping them apart. */
export async function signUpBuyers(base: string, count: number, tag: string): Promise<Buyer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `comprador${i}.${tag}@prueba.test`;
      const body = await must(201, base, 'POST', '/api/auth/sign-up', undefined, {
        email,
        password: DEMO_PASSWORD,
        name: 'Comprador',
        lastName: 'Prueba',
      });
      return { email, token: body.session.accessToken as string };
    }),
  );
}

export async function signIn(base: string, email: string): Promise<string> {
  const body = await must(200, base, 'POST', '/api/auth/sign-in', undefined, {
    email,
    password: DEMO_PASSWORD,
  });
  return body.session.accessToken;
}

/** The demo's stadium game (most seats), its available seats, and an active bank. */
export async function saleSetup(base: string) {
  const events = (await must(200, base, 'GET', '/api/events?category=DEPORTE')).items as {
    id: string;
    available: number;
  }[];
  const event = events.sort((a, b) => b.available - a.available)[0];
  const map = await seatMap(base, event.id);
  const free = [...map].filter(([, s]) => s === 'available').map(([id]) => id);
  const bankId = (await must(200, base, 'GET', '/api/banks')).items[0].id as string;
  return { eventId: event.id, free, bankId };
}

/** seat id → status, as the public seat map shows it. */
export async function seatMap(base: string, eventId: string): Promise<Map<string, string>> {
  const map = await must(200, base, 'GET', `/api/events/${eventId}/seat-map`);
  const out = new Map<string, string>();
  for (const z of map.zones as { seats: { id: string; status: string }[] }[])
    for (const s of z.seats) out.set(s.id, s.status);
  return out;
}

/**
 * A buyer's cart: holds `seatIds`, reads the summary; `order()` then sends POST /api/orders
 * paying the summary's exact Bs.S total by transfer.
 */
export async function cart(
  base: string,
  buyer: Buyer,
  eventId: string,
  seatIds: string[],
  bankId: string,
  reference: string,
) {
  await must(201, base, 'POST', '/api/holds', buyer.token, { eventId, seatIds });
  const summary = await must(200, base, 'GET', `/api/cart/summary?eventId=${eventId}`, buyer.token);
  return {
    seatIds,
    totalVes: summary.totalVes as string,
    order: () =>
      call(base, 'POST', '/api/orders', buyer.token, {
        eventId,
        paymentMethod: 'TRANSFERENCIA',
        payment: {
          bankId,
          reference,
          amount: summary.totalVes,
          date: new Date().toISOString().slice(0, 10),
          currency: 'VES',
        },
      }),
  };
}

/** Runs plain SQL on whichever database (pg.Client or PGlite), answering rows. */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/**
 * The sale's books, whole: every order has seats, one payment for its Bs.S total, a total
 * that its seats explain, tickets exactly when paid; no seat is in two live orders.
 * Answers each broken rule with the rows that break it (empty lists when all hold).
 */
export async function brokenRules(q: Query) {
  return {
    ordersWithoutSeats: await q(
      `select o.number from orders o where not exists (select 1 from order_seats s where s.order_id = o.id)`,
    ),
    ordersWithoutOnePayment: await q(
      `select o.number, count(p.id)::int as payments from orders o
       left join payments p on p.order_id = o.id and p.is_active
       where o.payment_method = 'TRANSFERENCIA' group by o.id having count(p.id) <> 1`,
    ),
    paymentNotTheTotal: await q(
      `select o.number, o.total_ves::text, p.amount::text from orders o join payments p on p.order_id = o.id
       where p.is_active and p.currency = 'VES' and p.amount <> o.total_ves`,
    ),
    baseNotTheSeats: await q(
      `select o.number from orders o join order_seats s on s.order_id = o.id
       group by o.id having o.base_price <> sum(s.price)`,
    ),
    totalNotThePrice: await q(
      `select o.number from orders o
       where o.total not in (o.base_price - o.discount + o.fee + o.tax + o.iva, o.base_price - o.discount + o.tax + o.iva)
          or o.total_ves <> round(o.total * o.rate, 2)`,
    ),
    liveOrderWithDeadSeats: await q(
      `select o.number from orders o join order_seats s on s.order_id = o.id
       where o.status <> 'ANULADA' and not s.is_active`,
    ),
    seatInTwoLiveOrders: await q(
      `select s.seat_id from order_seats s join orders o on o.id = s.order_id
       where s.is_active and o.status <> 'ANULADA' group by s.seat_id having count(*) > 1`,
    ),
    paidWithoutTicketPerSeat: await q(
      `select o.number from orders o join order_seats s on s.order_id = o.id and s.is_active
       left join tickets t on t.order_seat_id = s.id and t.is_active
       where o.status = 'PAGADA' and t.id is null`,
    ),
    ticketsOfUnpaidOrders: await q(
      `select o.number from orders o join tickets t on t.order_id = o.id and t.is_active
       where o.status <> 'PAGADA'`,
    ),
  };
}

export const noBrokenRules = {
  ordersWithoutSeats: [],
  ordersWithoutOnePayment: [],
  paymentNotTheTotal: [],
  baseNotTheSeats: [],
  totalNotThePrice: [],
  liveOrderWithDeadSeats: [],
  seatInTwoLiveOrders: [],
  paidWithoutTicketPerSeat: [],
  ticketsOfUnpaidOrders: [],
};

/** A TCP port nothing listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const PG_BIN = '/usr/lib/postgresql/15/bin';
export const havePostgresBinaries = existsSync(join(PG_BIN, 'pg_ctl'));

/**
 * A PostgreSQL cluster of the test's own (the machine's shared one is never touched):
 * initdb in a temporary directory, on a free port; stop and start it at will.
 * As root, the server runs as the `postgres` OS user (PostgreSQL refuses root).
 */
export async function privatePostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'tickera-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const pgUser = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const pgGroup = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(pgUser), Number(pgGroup));
  }
  // Asynchronous, so the test's own load goes on while PostgreSQL stops and starts.
  const run = (bin: string, args: string[]) =>
    new Promise<void>((done, fail) => {
      const [cmd, argv] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, bin), ...args]]
        : [join(PG_BIN, bin), args];
      execFile(cmd, argv, (err, stdout, stderr) =>
        err ? fail(new Error(`${bin} ${args.join(' ')}: ${stdout}${stderr}`)) : done(),
      );
    });
  const port = await freePort();
  const data = join(dir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), ...args]);
  return {
    port,
    url: (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    start: () => ctl('-o', opts, '-w', 'start'),
    stop: () => ctl('-m', 'fast', '-w', 'stop'),
    /** Stops it if running and removes its files. */
    async destroy() {
      await ctl('-m', 'immediate', '-w', 'stop').catch(() => undefined); // not running
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Placed {
  buyer: Buyer;
  seatIds: string[];
  /** The order as POST /api/orders answered it; undefined when no answer came. */
  order?: { id: string; number: number; total: string; totalVes: string };
  /** The approval's answer status, when one was sent and answered. */
  approved?: number;
}

/**
 * Buyers holding two seats each send POST /api/orders, `concurrency` at a time; staff
 * approve each order as it is answered; `kill` is called (synchronously) when the
 * `killAfter`th order has been answered, with orders and approvals still in flight.
 * Answers what each buyer was told, and what was in flight at the kill.
 */
export async function ordersUntilKilled(opts: {
  base: string;
  buyers: Buyer[];
  staffToken: string;
  eventId: string;
  free: string[];
  bankId: string;
  concurrency: number;
  killAfter: number;
  kill: () => void;
}) {
  const { base, buyers, eventId, free, bankId } = opts;
  const carts = await Promise.all(
    buyers.map((b, i) =>
      cart(base, b, eventId, [free[2 * i], free[2 * i + 1]], bankId, String(70_000_000 + i)),
    ),
  );
  const placed: Placed[] = buyers.map((buyer, i) => ({ buyer, seatIds: carts[i].seatIds }));
  let killed = false;
  let sent = 0;
  let answered = 0;
  let approvalsSent = 0;
  let approvalsAnswered = 0;
  let inFlightAtKill = { orders: 0, approvals: 0 };
  const approvals: Promise<void>[] = [];
  const approve = (p: Placed) => {
    approvalsSent += 1;
    approvals.push(
      call(base, 'POST', `/api/orders/${p.order!.id}/approve`, opts.staffToken, {})
        .then((a) => {
          if (killed) return; // read after the kill: counted as in flight
          approvalsAnswered += 1;
          p.approved = a.status;
        })
        .catch(() => undefined),
    );
  };
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (!killed && sent < carts.length) {
        const i = sent++;
        const answer = await carts[i].order().catch(() => null);
        if (!answer || killed) return; // no answer, or read after the kill: in flight
        answered += 1;
        if (answer.status === 201) {
          placed[i].order = answer.body;
          approve(placed[i]);
        }
        if (answered === opts.killAfter) {
          killed = true;
          inFlightAtKill = {
            orders: sent - answered,
            approvals: approvalsSent - approvalsAnswered,
          };
          opts.kill();
        }
      }
    }),
  );
  await Promise.all(approvals);
  return { placed, inFlightAtKill, notSent: carts.length - sent };
}

/**
 * The kill -9 scenario on the server at `base` (running as `server`): a sale set up, `buyers`
 * signed up, their orders sent until the `killAfter`th answer, then SIGKILL and the exit.
 * Answers what ordersUntilKilled answers, the event and the seats sold before the load.
 */
export async function saleKilled(
  base: string,
  server: { child: ChildProcess; exited: Promise<number | null> },
  o: { buyers: number; tag: string; concurrency: number; killAfter: number },
) {
  const { eventId, free, bankId } = await saleSetup(base);
  const soldBefore = new Set(
    [...(await seatMap(base, eventId))].filter(([, s]) => s === 'sold').map(([id]) => id),
  );
  const buyers = await signUpBuyers(base, o.buyers, o.tag);
  const staffToken = await signIn(base, 'admin@tickera.test');
  const run = await ordersUntilKilled({
    base,
    buyers,
    staffToken,
    eventId,
    free,
    bankId,
    concurrency: o.concurrency,
    killAfter: o.killAfter,
    kill: () => server.child.kill('SIGKILL'),
  });
  await server.exited;
  expect(server.child.signalCode).toBe('SIGKILL');
  expect(run.inFlightAtKill.orders).toBeGreaterThan(0);
  return { ...run, eventId, soldBefore };
}

/** Prints the figures of a kill -9 run (RELIABILITY.md) and asserts the books are whole. */
export function expectWholeAfterKill(
  label: string,
  run: Awaited<ReturnType<typeof saleKilled>>,
  restartMs: number,
  after: Awaited<ReturnType<typeof checkAfterRestart>>,
  rules: Awaited<ReturnType<typeof brokenRules>>,
) {
  const { inFlightAtKill, notSent, placed } = run;
  const figures = {
    inFlightAtKill,
    notSent,
    answered: placed.filter((p) => p.order).length,
    approved: placed.filter((p) => p.approved === 200).length,
    restartMs: Math.round(restartMs),
    ...after,
    problems: after.problems.length,
  };
  console.log(`[${label}] ${JSON.stringify(figures)}`);
  expect(after.problems).toEqual([]);
  expect(after.soldNotInOrders).toEqual([]);
  expect(after.inOrdersNotSold).toEqual([]);
  expect(rules).toEqual(noBrokenRules);
}

/**
 * After the restart, through the API: every order a buyer was told of is there as it was
 * told (number, total, seats; paid with a ticket per seat when its approval was answered),
 * an order in flight is there whole or not at all, and the seat map shows sold exactly the
 * seats of the live orders. Answers the figures.
 */
export async function checkAfterRestart(
  base: string,
  placed: Placed[],
  eventId: string,
  soldBefore: Set<string>,
) {
  const problems: string[] = [];
  const liveSeats = new Set<string>();
  let kept = 0;
  let inFlightKept = 0;
  let inFlightLost = 0;
  for (const p of placed) {
    const mine = (await must(200, base, 'GET', '/api/orders/mine', p.buyer.token)).items as {
      id: string;
      number: number;
      status: string;
      total: string;
      totalVes: string;
      event: { id: string };
      seats: { seatId: string; ticket: unknown }[];
    }[];
    const orders = mine.filter((o) => o.event.id === eventId);
    if (orders.length > 1) problems.push(`${p.buyer.email}: ${orders.length} órdenes`);
    const o = orders[0];
    if (p.order) {
      if (!o || o.id !== p.order.id) {
        problems.push(`${p.buyer.email}: la orden ${p.order.number} confirmada no está`);
        continue;
      }
      kept += 1;
      if (o.number !== p.order.number || o.total !== p.order.total)
        problems.push(`${p.buyer.email}: la orden ${o.number} cambió`);
      if (p.approved === 200 && (o.status !== 'PAGADA' || o.seats.some((s) => !s.ticket)))
        problems.push(
          `${p.buyer.email}: la orden ${o.number} aprobada no está pagada con entradas`,
        );
    } else if (o) inFlightKept += 1;
    else inFlightLost += 1;
    if (o) {
      const seats = o.seats.map((s) => s.seatId).sort();
      if (seats.join() !== [...p.seatIds].sort().join())
        problems.push(`${p.buyer.email}: la orden ${o.number} tiene otros asientos`);
      for (const s of seats) liveSeats.add(s);
    }
  }
  const map = await seatMap(base, eventId);
  const soldNow = [...map]
    .filter(([id, s]) => s === 'sold' && !soldBefore.has(id))
    .map(([id]) => id);
  const soldNotInOrders = soldNow.filter((id) => !liveSeats.has(id));
  const inOrdersNotSold = [...liveSeats].filter((id) => map.get(id) !== 'sold');
  return { problems, kept, inFlightKept, inFlightLost, soldNotInOrders, inOrdersNotSold };
}
