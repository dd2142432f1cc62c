/** Several stateless server processes against one PostgreSQL (ARCHITECTURE.md "Scale"). */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDatabase, startServer } from './spawn-server';

const url = freshDatabase('tickera_procs');

describe('[SCALE] three processes, one PostgreSQL', () => {
  it('start together, migrate and seed once, and accept each other’s sessions, and end them everywhere', async () => {
    const env = {
      DATABASE_URL: url,
      SEED_DEMO: '1',
      JWT_SECRET: 'procesos-procesos-procesos-procesos-0123',
    };
    const servers = [3931, 3932, 3933].map((port) => startServer({ ...env, PORT: String(port) }));
    await Promise.all(servers.map((s) => s.ready));

    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query(
      `select (select count(*)::int from users) as users, (select count(*)::int from events) as events, (select count(*)::int from roles) as roles`,
    );
    await c.end();
    expect(rows[0]).toEqual({ users: 6, events: 5, roles: 7 });

    const signIn = await fetch('http://127.0.0.1:3931/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@tickera.test', password: 'Tickera.2026' }),
    });
    const { session } = await signIn.json();
    const users = await fetch('http://127.0.0.1:3933/api/users', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(users.status).toBe(200);
    expect((await users.json()).total).toBe(6);
    const refreshed = await fetch('http://127.0.0.1:3932/api/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(refreshed.status).toBe(200);

    // A sign-out on one process ends the session on the others at once: each keeps a user it
    // has looked up for a minute (session-cache.ts), so only the announcement can explain it.
    const usersOn3933 = async () =>
      (
        await fetch('http://127.0.0.1:3933/api/users', {
          headers: { authorization: `Bearer ${session.accessToken}` },
        })
      ).status;
    expect(await usersOn3933()).toBe(200);
    const signOut = await fetch('http://127.0.0.1:3931/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: (await refreshed.json()).session.refreshToken }),
    });
    expect(signOut.status).toBe(204);
    const statuses: number[] = [];
    for (let i = 0; i < 15 && statuses.at(-1) !== 401; i++) {
      await new Promise((r) => setTimeout(r, 100));
      statuses.push(await usersOn3933());
    }
    expect(statuses.at(-1)).toBe(401);
  }, 120_000);
});
