import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit';
import { exchangeRates } from '../../../src/db/schema/rates';
import { runRateJob } from '../../../src/modules/rates/rate-job';
import { createTestApp, signInAs, type TestApp } from '../../helper';

const page = readFileSync(new URL('../../fixtures/bcv-home.html', import.meta.url), 'utf8');

let t: TestApp;
let source: Server;
let base: string;
let closedPort: number;
/** What the local "BCV" serves at /bcv; tests change it as BCV would. */
let bcvPage = page;
let admin: { headers: { authorization: string } };

const routes: Record<string, (res: ServerResponse) => void> = {
  '/bcv': (res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(bcvPage),
  '/json': (res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        fuente: 'oficial',
        nombre: 'Oficial',
        promedio: 241.1234,
        fechaActualizacion: '2026-11-24T20:00:00.000Z',
      }),
    ),
  '/500': (res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Error</h1>'),
  '/garbage': (res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(page.replace('<strong> 236,83890000 </strong>', '<strong> N/D </strong>')),
  '/maintenance': (res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Sitio en mantenimiento</p>'),
};

function useSource(url: string) {
  Object.assign(t.app.ctx.config, { rateSourceUrl: url });
}

const silentLog = () =>
  ({
    info: vi.fn(),
    warn: vi.fn(),
    debug: vi.fn(),
    error: vi.fn(),
  }) as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
  };

async function rateCount() {
  const [{ n }] = await t.database.db.select({ n: count() }).from(exchangeRates);
  return n;
}

const current = async () => t.app.inject({ method: 'GET', url: '/api/rates/current' });

beforeAll(async () => {
  t = await createTestApp();
  source = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => source.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  // A port nothing listens on: "no network".
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((done) => probe.close(done));
  admin = await signInAs(t, 'admin');
});
afterAll(async () => {
  await new Promise((done) => source?.close(done));
  await t?.close();
});

describe('[RATES] the scheduled fetch', () => {
  it('has no rate before the first fetch (503 in Spanish)', async () => {
    const res = await current();
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({
      code: 'RATE_UNAVAILABLE',
      message: 'No hay una tasa de cambio registrada.',
    });
  });

  it('stores the BCV page rate with its Fecha Valor, and shows its age', async () => {
    useSource(`${base}/bcv`);
    const log = silentLog();
    expect(await runRateJob(t.app.ctx, log)).toMatchObject({ status: 'stored' });
    const [row] = await t.database.db.select().from(exchangeRates);
    expect(row).toMatchObject({
      rate: '236.83890000',
      source: 'BCV',
      valueDate: '2026-11-21',
      createdBy: null,
    });
    const res = await current();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rate: '236.8389',
      source: 'BCV',
      fetchedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      valueDate: '2026-11-21',
      ageMinutes: 0,
    });
  });

  it('stores nothing when the rate and its date did not change', async () => {
    const before = await rateCount();
    expect(await runRateJob(t.app.ctx, silentLog())).toMatchObject({ status: 'unchanged' });
    expect(await rateCount()).toBe(before);
  });

  it.each([
    ['the source is down', () => `http://127.0.0.1:${closedPort}/`, /No se pudo conectar/],
    ['the source answers 500', () => `${base}/500`, /HTTP 500/],
    ['the dollar is unreadable', () => `${base}/garbage`, /Tasa ilegible/],
    ['the page has no dollar block', () => `${base}/maintenance`, /div#dolar/],
  ])('keeps the last stored rate when %s, and logs why', async (_case, url, reason) => {
    useSource(url());
    const before = await rateCount();
    const log = silentLog();
    const outcome = await runRateJob(t.app.ctx, log);
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(outcome?.status === 'failed' && outcome.error.message).toMatch(reason);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.anything() }),
      'no se pudo obtener la tasa; se mantiene la última registrada',
    );
    expect(await rateCount()).toBe(before);
    expect((await current()).json()).toMatchObject({ rate: '236.8389', source: 'BCV' });
  });

  it('keeps history: a new Fecha Valor with a new rate is a new current row', async () => {
    bcvPage = page
      .replace('236,83890000', '238,12345678')
      .replace('2026-11-21T00:00:00-04:00', '2026-11-24T00:00:00-04:00');
    useSource(`${base}/bcv`);
    const before = await rateCount();
    expect(await runRateJob(t.app.ctx, silentLog())).toMatchObject({ status: 'stored' });
    expect(await rateCount()).toBe(before + 1);
    expect((await current()).json()).toMatchObject({ rate: '238.1235', valueDate: '2026-11-24' });
  });

  it('reads a JSON source (promedio) as the official rate', async () => {
    useSource(`${base}/json`);
    expect(await runRateJob(t.app.ctx, silentLog())).toMatchObject({ status: 'stored' });
    expect((await current()).json()).toMatchObject({
      rate: '241.1234',
      source: 'BCV_API',
      valueDate: '2026-11-24',
    });
    useSource(`${base}/bcv`);
    await runRateJob(t.app.ctx, silentLog());
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'skips while another process holds the job lock',
    async () => {
      bcvPage = page.replace('236,83890000', '250,00000000');
      const other = await t.database.pool!.connect();
      try {
        await other.query(`select pg_advisory_lock(hashtext('tickera:rate-job'))`);
        const before = await rateCount();
        expect(await runRateJob(t.app.ctx, silentLog())).toEqual({ status: 'skipped' });
        expect(await rateCount()).toBe(before);
      } finally {
        await other.query(`select pg_advisory_unlock(hashtext('tickera:rate-job'))`);
        other.release();
      }
      expect(await runRateJob(t.app.ctx, silentLog())).toMatchObject({ status: 'stored' });
    },
  );
});

describe('[RATES] manual entry and refresh by an admin', () => {
  it('lets an admin type a rate (comma decimal): 201, current at once, audited', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rates',
      headers: admin.headers,
      payload: { rate: '245,5', valueDate: '2026-11-25' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      rate: '245.5000',
      rateExact: '245.50000000',
      source: 'MANUAL',
      valueDate: '2026-11-25',
      createdBy: { id: expect.any(String), email: expect.stringContaining('@') },
    });
    expect((await current()).json()).toMatchObject({ rate: '245.5000', source: 'MANUAL' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(audit).toMatchObject([
      {
        action: 'rates.create',
        entity: 'exchange_rate',
        actorId: body.createdBy.id,
        data: { rate: '245.50000000', valueDate: '2026-11-25' },
      },
    ]);
  });

  it('refuses other roles (403) and bad values (400, Spanish field errors), writing nothing', async () => {
    const before = await rateCount();
    const sales = await signInAs(t, 'sales');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/rates',
      headers: sales.headers,
      payload: { rate: '250' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe('Acceso Denegado');
    for (const [payload, field, message] of [
      [{ rate: 'doscientos' }, 'rate', 'Tasa inválida: use un número como 236,8389'],
      [{ rate: '-3' }, 'rate', 'Tasa inválida: use un número como 236,8389'],
      [{ rate: '0,00' }, 'rate', 'La tasa debe ser mayor que 0'],
      [{ rate: '2000000' }, 'rate', 'La tasa no puede superar 1.000.000'],
      [{ rate: 236.8 }, 'rate', 'Indique la tasa como texto, por ejemplo "236,8389"'],
      [
        { rate: '236', valueDate: '21/11/2026' },
        'valueDate',
        'Fecha valor inválida (use aaaa-mm-dd)',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/rates',
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
      expect(res.json().error.details.fields[field]).toBe(message);
    }
    expect(await rateCount()).toBe(before);
  });

  it('does not let the job undo a newer manual rate with a value it already stored', async () => {
    const before = await rateCount();
    expect(await runRateJob(t.app.ctx, silentLog())).toMatchObject({ status: 'unchanged' });
    expect(await rateCount()).toBe(before);
    expect((await current()).json()).toMatchObject({ source: 'MANUAL' });
  });

  it('refreshes on demand: the source rate is stored and current again', async () => {
    const sales = await signInAs(t, 'sales');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/rates/refresh',
      headers: sales.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rates/refresh',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      changed: true,
      fetched: { source: 'BCV', rateExact: expect.stringMatching(/^\d+\.\d{8}$/) },
      current: { source: 'BCV', rate: body.fetched.rate, ageMinutes: 0 },
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rates.refresh'));
    expect(row).toMatchObject({ entity: 'exchange_rate', actorId: expect.any(String) });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/rates/refresh',
      headers: admin.headers,
    });
    expect(again.json()).toMatchObject({ changed: false });
  });

  it('answers 502 in Spanish when the source fails, storing nothing', async () => {
    useSource(`${base}/500`);
    const before = await rateCount();
    const kept = (await current()).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rates/refresh',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'La tasa no se actualizó: La fuente de la tasa respondió HTTP 500. Se mantiene la última tasa registrada.',
    );
    expect(await rateCount()).toBe(before);
    expect((await current()).json()).toMatchObject({ rate: kept.rate, source: kept.source });
    useSource(`${base}/bcv`);
  });
});

describe('[RATES] history', () => {
  it('pages newest first for admin and auditor; others get 403', async () => {
    const total = await rateCount();
    expect(total).toBeGreaterThanOrEqual(5);
    const auditor = await signInAs(t, 'auditor');
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/rates?page=1&limit=2',
      headers: auditor.headers,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total, hasMore: true });
    const items = first.json().items;
    expect(items).toHaveLength(2);
    expect(items[0].fetchedAt >= items[1].fetchedAt).toBe(true);
    const now = (await current()).json();
    expect(items[0]).toMatchObject({
      rate: now.rate,
      source: now.source,
      fetchedAt: now.fetchedAt,
    });

    const all = await t.app.inject({
      method: 'GET',
      url: `/api/rates?page=1&limit=${total}`,
      headers: admin.headers,
    });
    expect(all.json()).toMatchObject({ total, hasMore: false });
    const sources = all.json().items.map((i: { source: string }) => i.source);
    expect(sources).toContain('MANUAL');
    expect(sources).toContain('BCV_API');
    const manual = all.json().items.find((i: { source: string }) => i.source === 'MANUAL');
    expect(manual.createdBy.email).toMatch(/@/);

    const last = await t.app.inject({
      method: 'GET',
      url: `/api/rates?page=${Math.ceil(total / 2)}&limit=2`,
      headers: admin.headers,
    });
    expect(last.json()).toMatchObject({ hasMore: false });
    expect(last.json().items.length).toBe(total % 2 || 2);

    const sales = await signInAs(t, 'sales');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/rates', headers: sales.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/rates?limit=0', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
  });
});
