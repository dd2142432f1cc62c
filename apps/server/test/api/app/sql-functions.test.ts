/**
 * SQL functions have one current-source file each (src/db/functions/*.sql). The function the
 * migrations leave in the database must be that file's text: the file, created under another
 * name, has the same definition. And every tickera_ function in the database has its file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../src/lib/sql';
import { openTestDatabase, type TestDatabase } from '../../helper';

const DIR = fileURLToPath(new URL('../../../src/db/functions/', import.meta.url));
const files = readdirSync(DIR).filter((f) => f.endsWith('.sql'));
const nameOf = (text: string) => /CREATE OR REPLACE FUNCTION (\w+)\(/.exec(text)?.[1];

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => test?.drop());

/** The definition PostgreSQL prints for the function, with its schema and name left out. */
async function definition(name: string, schema: string): Promise<string> {
  const [row] = await rows<{ def: string }>(
    test.database.db,
    sql`select pg_get_functiondef(p.oid) as def from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.proname = ${name} and n.nspname = ${schema}`,
  );
  expect(row, `${schema}.${name}`).toBeDefined();
  return row.def.replace(`${schema}.${name}(`, 'FUNCTION(');
}

describe('[SQL] functions: the database runs their current-source files', () => {
  it.each(files)('%s is the function the migrations leave', async (file) => {
    const text = readFileSync(join(DIR, file), 'utf8');
    const name = nameOf(text);
    expect(name, `${file} defines a function`).toBeTruthy();
    const copy = `${name}_source`;
    await test.database.db.execute(sql.raw('create schema if not exists tickera_source'));
    try {
      await test.database.db.execute(
        sql.raw(text.replace(`FUNCTION ${name}(`, `FUNCTION tickera_source.${copy}(`)),
      );
      expect(await definition(name!, 'public')).toBe(await definition(copy, 'tickera_source'));
    } finally {
      await test.database.db.execute(sql.raw('drop schema tickera_source cascade'));
    }
  });

  it('every tickera_ function in the database has its file (none left behind)', async () => {
    const inDatabase = await rows<{ name: string }>(
      test.database.db,
      sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname like 'tickera\\_%' order by 1`,
    );
    const named = files.map((f) => nameOf(readFileSync(join(DIR, f), 'utf8'))).sort();
    expect(inDatabase.map((r) => r.name)).toEqual(named);
  });
});

const VIEWS = fileURLToPath(new URL('../../../src/db/views/', import.meta.url));
const viewFiles = readdirSync(VIEWS).filter((f) => f.endsWith('.sql'));
const viewNameOf = (text: string) => /CREATE OR REPLACE VIEW (\w+) AS/.exec(text)?.[1];

/** The query PostgreSQL keeps for the view. */
async function viewDefinition(name: string, schema: string): Promise<string> {
  const [row] = await rows<{ def: string | null }>(
    test.database.db,
    sql`select pg_get_viewdef(${`${schema}.${name}`}::regclass, true) as def`,
  );
  expect(row?.def, `${schema}.${name}`).toBeTruthy();
  return row.def!;
}

describe('[SQL] read-model views: the database keeps their current-source files', () => {
  it.each(viewFiles)('%s is the view the migrations leave', async (file) => {
    const text = readFileSync(join(VIEWS, file), 'utf8');
    const name = viewNameOf(text);
    expect(name, `${file} defines a view`).toBeTruthy();
    await test.database.db.execute(sql.raw('create schema if not exists tickera_source'));
    try {
      await test.database.db.execute(
        sql.raw(text.replace(`VIEW ${name} AS`, `VIEW tickera_source.${name} AS`)),
      );
      expect(await viewDefinition(name!, 'public')).toBe(
        await viewDefinition(name!, 'tickera_source'),
      );
    } finally {
      await test.database.db.execute(sql.raw('drop schema tickera_source cascade'));
    }
  });

  it('every view in the database has its file (none left behind)', async () => {
    const inDatabase = await rows<{ name: string }>(
      test.database.db,
      sql`select table_name as name from information_schema.views where table_schema = 'public' order by 1`,
    );
    const named = viewFiles.map((f) => viewNameOf(readFileSync(join(VIEWS, f), 'utf8'))).sort();
    expect(inDatabase.map((r) => r.name)).toEqual(named);
  });
});
