/**
 * One owner per table (ARCHITECTURE.md): a module's SQL names only its own tables; other
 * modules' tables are read through declared read models (read-only) or their owner's face.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository (scripts/table-owners.mjs), no types
import * as owners from '../../../../scripts/table-owners.mjs';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

describe('[OWNERS] tables are queried by their owner', () => {
  it('finds no table queried outside its owner, read models aside', () => {
    const found = owners.violations(owners.foreignTableUses());
    expect(
      found.map(
        (u: { file: string; line: number; table: string }) => `${u.file}:${u.line} ${u.table}`,
      ),
    ).toEqual([]);
  });

  it('lists read models that exist', () => {
    for (const file of Object.keys(owners.READ_MODELS))
      expect(existsSync(SRC + file), file).toBe(true);
  });

  it('catches a planted join, a planted write in a read model and a planted schema import', () => {
    const joined = owners.foreignUsesIn(
      'modules/coupons/repo.ts',
      'sql`select o.number from order_coupons oc join orders o on o.id = oc.order_id`',
    );
    expect(owners.violations(joined).map((u: { table: string }) => u.table)).toEqual(['orders']);
    const written = owners.foreignUsesIn(
      'modules/reports/read-model.ts',
      "sql`update orders set status = 'PAGADA'`",
    );
    expect(owners.violations(written)).toHaveLength(1);
    const readOnly = owners.foreignUsesIn(
      'modules/reports/read-model.ts',
      'sql`select 1 from orders`',
    );
    expect(owners.violations(readOnly)).toHaveLength(0);
    const imported = owners.foreignUsesIn(
      'modules/rates/repo.ts',
      "import { users } from '../../db/schema/auth';",
    );
    expect(owners.violations(imported)).toHaveLength(1);
  });
});
