import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../../src/db/schema/audit';
import { banks } from '../../../src/db/schema/stores';
import { createTestApp, signInAs, type TestApp } from '../../helper';

let t: TestApp;
let admin: { authorization: string };
let banesco: string;
let mercantil: string;

const valid = () => ({
  name: 'Producciones Tickera, C.A.',
  rif: 'J-41234567-8',
  supportEmail: 'Soporte@Tickera.test',
  supportWhatsApp: '+58 414 555 1234',
  paymentDeadlineMinutes: 720,
  paymentAccounts: [
    {
      method: 'TRANSFERENCIA',
      bankId: banesco,
      accountNumber: '0134-0000-11-2233445566',
      holderName: 'Producciones Tickera, C.A.',
      holderId: 'J-41234567-8',
    },
    {
      method: 'PAGO_MOVIL',
      bankId: mercantil,
      phone: '04241234567',
      holderName: 'Producciones Tickera',
      holderId: 'j-41234567-8',
    },
    { method: 'ZELLE', email: 'pagos@tickera.test', holderName: 'Tickera LLC' },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, 'admin')).headers;
  const rows = await t.database.db
    .insert(banks)
    .values([
      { code: '0134', name: 'Banesco' },
      { code: '0105', name: 'Mercantil' },
    ])
    .returning();
  [banesco, mercantil] = rows.map((b) => b.id);
});
afterAll(async () => t?.close());

const put = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: payload as object });

describe('[SETTINGS] business settings', () => {
  it('answers the defaults to anyone before the admin sets them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paymentDeadlineMinutes: 1440, paymentAccounts: [] });
  });

  it('lets the admin save them, normalized, and shows them to an anonymous visitor', async () => {
    const res = await put(valid());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      rif: 'J-41234567-8',
      supportEmail: 'soporte@tickera.test',
      supportWhatsApp: '0414-5551234',
      paymentDeadlineMinutes: 720,
    });
    expect(body.paymentAccounts[0]).toMatchObject({
      accountNumber: '01340000112233445566',
      bankCode: '0134',
      bankName: 'Banesco',
    });
    expect(body.paymentAccounts[1]).toMatchObject({
      phone: '0424-1234567',
      holderId: 'J-41234567-8',
      bankName: 'Mercantil',
    });
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(pub.json()).toEqual(body);
  });

  it('ignores the read-only fields a GET answer carries when it is sent back', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const res = await put({ ...current, name: 'Tickera Eventos, C.A.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Tickera Eventos, C.A.');
    expect(res.json().paymentAccounts).toHaveLength(3);
  });

  it('writes the change to the audit log with before and after', async () => {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect((row.before as { name: string }).name).toBe('Producciones Tickera, C.A.');
    expect((row.data as { name: string }).name).toBe('Tickera Eventos, C.A.');
  });

  it.each([
    ['rif', { rif: 'J123' }, 'rif'],
    ['a Movilnet-less landline', { supportWhatsApp: '0212-5551234' }, 'supportWhatsApp'],
    ['a deadline under 15 minutes', { paymentDeadlineMinutes: 5 }, 'paymentDeadlineMinutes'],
  ])('refuses %s with a Spanish field error and changes nothing', async (_l, patch, field) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const res = await put({ ...valid(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields[field]).toMatch(/inválid|Mínimo/);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual(before);
  });

  it('refuses an account that is not 20 digits', async () => {
    const body = valid();
    body.paymentAccounts[0].accountNumber = '0134123';
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['paymentAccounts.0.accountNumber']).toMatch(
      /20 dígitos/,
    );
  });

  it("refuses an account that does not start with its bank's code", async () => {
    const body = valid();
    body.paymentAccounts[0].accountNumber = '01050000112233445566';
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['paymentAccounts.0.accountNumber']).toMatch(/0134/);
  });

  it('refuses an unknown bank and two accounts of one method', async () => {
    const unknown = valid();
    unknown.paymentAccounts[1].bankId = '00000000-0000-4000-8000-000000000000';
    const r1 = await put(unknown);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error.details.fields['paymentAccounts.1.bankId']).toMatch(/Banco/);
    const twice = valid();
    twice.paymentAccounts.push({ ...twice.paymentAccounts[2] });
    const r2 = await put(twice);
    expect(r2.statusCode).toBe(400);
    expect(JSON.stringify(r2.json().error.details.fields)).toMatch(/Una cuenta por método/);
  });

  it('lets only the admin change them', async () => {
    for (const role of ['supervisor', 'sales', 'auditor', 'customer'] as const) {
      const h = (await signInAs(t, role)).headers;
      expect((await put(valid(), h)).statusCode, role).toBe(403);
    }
    expect((await put(valid(), {} as { authorization: string })).statusCode).toBe(401);
  });
});
