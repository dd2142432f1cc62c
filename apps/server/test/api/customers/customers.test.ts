import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../src/db/schema/auth';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, signInAs, type TestApp } from '../../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('[CUSTOMERS] search', () => {
  it('finds a customer by cédula (with or without prefix), e-mail, phone or name', async () => {
    const c = await createUser(t, {
      role: 'customer',
      name: 'Yusmary',
      lastName: 'Colmenares',
      email: 'yusmary.c@correo.test',
    });
    await t.database.db
      .update(profiles)
      .set({ identification: 'V-17.654.321'.replace(/\./g, ''), phone: '0424-7771122' })
      .where(eq(profiles.userId, c.id));
    const chekiner = await signInAs(t, 'chekiner');
    const find = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customers?q=${encodeURIComponent(q)}`,
          headers: chekiner.headers,
        })
      )
        .json()
        .items.map((i: { id: string }) => i.id);
    for (const q of [
      '17654321',
      'V-17654321',
      'yusmary.c@',
      '04247771122',
      '0424-777',
      'Yusmary Colm',
    ])
      expect(await find(q), q).toEqual([c.id]);
    expect(await find('nadie-asi')).toEqual([]);
    const short = await t.app.inject({
      method: 'GET',
      url: '/api/customers?q=a',
      headers: chekiner.headers,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.fields.q).toBe('Escriba al menos 2 caracteres');

    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/customers/${c.id}`,
        headers: chekiner.headers,
      })
    ).json();
    expect(detail.profile).toMatchObject({ name: 'Yusmary', identification: 'V-17654321' });
    expect(detail.orders).toEqual([]);
    const customer = await signInAs(t, 'customer');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/customers?q=yusmary',
          headers: customer.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('[CUSTOMERS] walk-in registration', () => {
  it('sales staff register a customer who then activates the account from the e-mail link', async () => {
    const sales = await signInAs(t, 'sales');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: sales.headers,
      payload: {
        email: 'walkin@correo.test',
        name: 'Pedro',
        lastName: 'Pérez',
        identification: 'V-20111333',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'customer', email: 'walkin@correo.test' });
    // Without a password nobody can sign in as them yet.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'walkin@correo.test', password: 'cualquiera1' },
    });
    expect(signIn.statusCode).toBe(401);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: sales.headers,
      payload: { email: 'WALKIN@correo.test', name: 'P', lastName: 'P' },
    });
    expect(dup.statusCode).toBe(409);
    const chekiner = await signInAs(t, 'chekiner');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/customers',
          headers: chekiner.headers,
          payload: { email: 'x@correo.test', name: 'X', lastName: 'Y' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
