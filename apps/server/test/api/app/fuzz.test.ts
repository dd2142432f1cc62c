/**
 * Fuzz (issue 14): the hold limit as a property over random sequences of holds and
 * releases, and every operation of the OpenAPI document fed malformed ids, bodies and
 * queries: a 4xx every time, never a 5xx, and not one row written.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_LIMITS } from '@tickera/shared/roles';
import { createEvent, createSalesApp, type H, type TestEvent } from '../../factories';
import { signInAs, type TestApp } from '../../helper';
import { rows } from '../../../src/lib/sql';

let t: TestApp;
let admin: H;
beforeAll(async () => {
  ({ t } = await createSalesApp());
  admin = (await signInAs(t, 'admin')).headers;
});
afterAll(async () => t?.close());

describe('[FUZZ] the hold limit', () => {
  let ev: TestEvent;
  beforeAll(async () => {
    ev = await createEvent(t, { zones: [{ name: 'GENERAL', price: '25.00', seats: 40 }] });
  });

  type Step = { kind: 'hold'; picks: number[] } | { kind: 'release'; pick: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('hold' as const),
      picks: fc.array(fc.nat({ max: 39 }), { minLength: 1, maxLength: 6 }),
    }),
    fc.record({ kind: fc.constant('release' as const), pick: fc.nat({ max: 39 }) }),
  );

  it('never lets a buyer hold more than the role allows, whatever the order of holds and releases', async () => {
    const limit = HOLD_LIMITS.anonymous;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const buyer = (await signInAs(t, 'anonymous')).headers;
        const held = new Set<string>();
        try {
          for (const s of steps) {
            if (s.kind === 'hold') {
              const seatIds = [...new Set(s.picks.map((i) => ev.seatIds[i]))];
              const res = await t.app.inject({
                method: 'POST',
                url: '/api/holds',
                headers: buyer,
                payload: { eventId: ev.id, seatIds },
              });
              const fresh = seatIds.filter((id) => !held.has(id));
              if (held.size + fresh.length > limit) {
                expect(res.statusCode).toBe(422);
                expect(res.json().error.code).toBe('HOLD_LIMIT');
              } else {
                expect(res.statusCode, res.body).toBe(201);
                for (const id of fresh) held.add(id);
              }
            } else {
              const seatId = ev.seatIds[s.pick];
              const res = await t.app.inject({
                method: 'DELETE',
                url: `/api/holds/${seatId}`,
                headers: buyer,
              });
              expect(res.statusCode).toBe(204);
              held.delete(seatId);
            }
            const mine = await t.app.inject({
              method: 'GET',
              url: `/api/holds?eventId=${ev.id}`,
              headers: buyer,
            });
            const seats = mine.json().holds.map((h: { seatId: string }) => h.seatId);
            expect(seats.sort()).toEqual([...held].sort());
            expect(seats.length).toBeLessThanOrEqual(limit);
          }
        } finally {
          // The next run starts from a free event, even after a failure (while shrinking).
          await t.app.inject({
            method: 'DELETE',
            url: `/api/holds?eventId=${ev.id}`,
            headers: buyer,
          });
        }
      }),
      { numRuns: 25 },
    );
  });
});

/** Rows of every table: what a refused request must leave as it found it. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [{ n }] = await rows<{ n: number }>(
      t.database.db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    counts[name] = n;
  }
  return counts;
}

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = { in: string; name: string; required?: boolean };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** A value of the wrong kind for `schema`, and a few that are wrong for any field. */
function wrongValues(schema: Schema | undefined): unknown[] {
  const type = [schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type)].flat();
  const wrong: unknown[] = ['\u0000', 'x'.repeat(100_000), { $gt: '' }, [[[[]]]], -1e308];
  if (!type.includes('string')) wrong.push('texto');
  if (!type.includes('number') && !type.includes('integer')) wrong.push(12.5);
  if (!type.includes('boolean')) wrong.push(true);
  if (!type.includes('array')) wrong.push(['a']);
  if (!type.includes('null')) wrong.push(null);
  return wrong;
}

const MALFORMED_IDS = [
  'no-es-un-id',
  '1',
  "1' or '1'='1",
  '%00',
  '%E0%A4%A',
  'a'.repeat(400),
  '00000000-0000-4000-8000-00000000000g',
];
const MALFORMED_QUERY_VALUES = [
  '\u0000',
  'x'.repeat(5_000),
  '-1',
  '1e309',
  '[object Object]',
  '../../etc/passwd',
  '2026-02-30',
];

describe('[FUZZ] every operation of the OpenAPI document, with malformed input', () => {
  it('answers 4xx, never 5xx, and writes nothing', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const before = await rowCounts();
    const failures: string[] = [];
    let requests = 0;
    const send = async (
      label: string,
      method: string,
      url: string,
      body?: unknown,
      mustRefuse = true,
    ) => {
      requests++;
      const res = await t.app.inject({
        method: method.toUpperCase() as 'POST',
        url,
        headers: {
          ...admin,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const refused = res.statusCode >= 400 && res.statusCode < 500;
      if (res.statusCode >= 500 || (mustRefuse && !refused))
        failures.push(`${label}: ${method.toUpperCase()} ${url.slice(0, 120)} → ${res.statusCode}`);
    };

    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path');
        const fill = (value: string) =>
          path.replace(/\{(\w+)\}/g, () => encodeURIComponent(value).replace(/%25/g, '%'));
        const validPath = path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000');
        // Malformed ids.
        if (pathParams.length) for (const id of MALFORMED_IDS) await send('id', method, fill(id));
        // Malformed bodies: not an object, and each declared field of a wrong kind.
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (schema && !['get', 'delete'].includes(method)) {
          const url = pathParams.length ? fill('no-es-un-id') : validPath;
          for (const body of [[], 'texto', 42, null, { a: { b: { c: { d: {} } } } }])
            await send('body', method, url, body);
          for (const [field, fieldSchema] of Object.entries(schema.properties ?? {}))
            for (const value of wrongValues(fieldSchema))
              await send(`body.${field}`, method, validPath, { [field]: value });
        }
        // Malformed queries: every declared parameter given nonsense. A read may answer
        // 200 (a search for "-1" finds nothing); a change must refuse.
        const queryParams = params.filter((p) => p.in === 'query');
        for (const q of queryParams)
          for (const value of MALFORMED_QUERY_VALUES)
            await send(
              `query.${q.name}`,
              method,
              `${validPath}?${q.name}=${encodeURIComponent(value)}`,
              undefined,
              method !== 'get',
            );
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(2_000);
    expect(await rowCounts()).toEqual(before);
  });
});
