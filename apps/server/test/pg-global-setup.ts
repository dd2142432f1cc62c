/**
 * PostgreSQL test runs: migrate one template database once; every test file then
 * gets its own copy (CREATE DATABASE … TEMPLATE …), which takes milliseconds.
 */
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup({
  provide,
}: {
  provide: (key: string, value: string) => void;
}) {
  const base = process.env.TEST_DATABASE_URL!;
  const template = `tickera_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openPostgres(withDatabase(base, template), 1);
  await migrate(database);
  await database.close();
  provide('pgTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template}`);
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}
