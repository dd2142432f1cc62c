import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

describe('[CONFIG]', () => {
  it('defaults to the embedded database with demo data on port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      holdSeconds: 600,
      publicUrl: 'http://localhost:3000',
    });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('never seeds demo data under NODE_ENV=production unless SEED_DEMO=1', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('seeds PostgreSQL only with SEED_DEMO=1, and never with 0', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('ends sessions 30 days after sign-in unless SESSION_MAX_DAYS says otherwise (1 to 365)', () => {
    expect(loadConfig({}).sessionMaxDays).toBe(30);
    expect(loadConfig({ SESSION_MAX_DAYS: '7' }).sessionMaxDays).toBe(7);
    for (const bad of ['0', '366', '1.5', 'siempre'])
      expect(() => loadConfig({ SESSION_MAX_DAYS: bad }), bad).toThrow(/SESSION_MAX_DAYS/);
  });

  it('fails fast naming every bad variable', () => {
    expect(() =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        HOLD_SECONDS: '0',
        JWT_SECRET: 'corto',
      }),
    ).toThrow(
      /Configuración inválida:[\s\S]*PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*HOLD_SECONDS/,
    );
  });

  it('caps anonymous holds per address at 40 unless HOLD_ANON_PER_IP says otherwise (0: no cap)', () => {
    expect(loadConfig({}).holdAnonPerIp).toBe(40);
    expect(loadConfig({ HOLD_ANON_PER_IP: '0' }).holdAnonPerIp).toBe(0);
    expect(loadConfig({ HOLD_ANON_PER_IP: '120' }).holdAnonPerIp).toBe(120);
    for (const bad of ['-1', 'muchos', '2.5'])
      expect(() => loadConfig({ HOLD_ANON_PER_IP: bad })).toThrow(
        /Configuración inválida:[\s\S]*HOLD_ANON_PER_IP/,
      );
  });
});
