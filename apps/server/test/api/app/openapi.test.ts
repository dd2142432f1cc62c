import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@tickera/shared/permissions';
import { createTestApp, type TestApp } from '../../helper';

let t: TestApp;
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
let doc: { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => t?.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('[OPENAPI] the document reads like the code', () => {
  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('names every operation once (operationId) and describes it (summary)', () => {
    const ops = operations();
    expect(ops.length).toBe(t.app.routeTable.length);
    for (const { path, method, op } of ops) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, `${method} ${path}`).toBeTruthy();
    }
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares security from the permission matrix: none for public routes, a bearer token for the rest', () => {
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    for (const r of t.app.routeTable) {
      const op = doc.paths[openApiPath(r.url)][r.method.toLowerCase()];
      expect(r.permission in PERMISSIONS).toBe(true);
      expect(op.security, `${r.method} ${r.url}`).toEqual(
        r.permission === 'public' ? [] : [{ bearerAuth: [] }],
      );
    }
  });

  it('answers 204 without a body and declares the seat stream as text/event-stream', () => {
    const noContent = operations().filter(({ op }) => op.responses['204']);
    expect(noContent.length).toBeGreaterThanOrEqual(3);
    for (const { op } of noContent) expect(op.responses['204'].content).toBeUndefined();
    const stream = doc.paths['/api/events/{id}/seat-map/stream'].get;
    expect(Object.keys(stream.responses['200'].content!)).toEqual(['text/event-stream']);
  });
});
