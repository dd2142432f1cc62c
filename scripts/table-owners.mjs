#!/usr/bin/env node
// Which server modules query tables they do not own. A table's owner is the module whose
// schema file declares it (`db/schema/<module>.ts`); its SQL lives in that module. Declared
// read models (ARCHITECTURE.md, "Read models") may read other modules' tables, never write them.
// `node scripts/table-owners.mjs` prints every use outside the owner; the suite asserts none
// is left outside the read models (apps/server/test/unit/table-owners.test.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../apps/server/src/', import.meta.url));

/**
 * Files that read other modules' tables on purpose, and which ones. Each is read-only
 * (no insert, update or delete of a table it does not own).
 */
export const READ_MODELS = {
  'modules/reports/read-model.ts': 'reports: settlement, sales, seats by zone, today',
  'modules/audit/read-model.ts': 'audit: the door trail beside the audit log',
  'modules/seating/availability.ts':
    'seat availability: seats less live order seats, live holds and seats owed to a waiting line',
  'modules/orders/order-view.ts':
    'an order as read: event, venue, customer, coupon, seats, tickets, payments',
  'modules/tickets/ticket-view.ts':
    'a ticket as the door and the box office read it: order, seat, event, holder',
};

/** table name → owning module, from the schema files. */
export function tableOwners() {
  const owners = {};
  for (const file of readdirSync(join(SRC, 'db/schema'))) {
    const text = readFileSync(join(SRC, 'db/schema', file), 'utf8');
    for (const m of text.matchAll(/pgTable\(\s*'([a-z_]+)'/g))
      owners[m[1]] = file.replace(/\.ts$/, '');
  }
  return owners;
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const USE = /\b(from|join|into|update|delete\s+from)\s+([a-z_]+)\b/gi;
const WRITE = /^(into|update|delete\s+from)$/i;

/** The SQL uses in one module file (`modules/<module>/…`) of tables another module owns. */
export function foreignUsesIn(file, text, owners = tableOwners()) {
  const module = file.split('/')[1];
  const uses = [];
  text.split('\n').forEach((line, i) => {
    const schemaImport = /from '.*db\/schema\/([a-z-]+)'/.exec(line);
    if (schemaImport && schemaImport[1] !== module)
      uses.push({
        table: `(schema ${schemaImport[1]})`,
        owner: schemaImport[1],
        module,
        file,
        line: i + 1,
        write: false,
      });
    for (const m of line.matchAll(USE)) {
      const table = m[2];
      const owner = owners[table];
      if (!owner || owner === module) continue;
      uses.push({ table, owner, module, file, line: i + 1, write: WRITE.test(m[1]) });
    }
  });
  return uses;
}

/** Every SQL use of a table outside its owner: {table, owner, module, file, line, write}. */
export function foreignTableUses() {
  const owners = tableOwners();
  return walk(join(SRC, 'modules')).flatMap((path) =>
    foreignUsesIn(relative(SRC, path).split(sep).join('/'), readFileSync(path, 'utf8'), owners),
  );
}

/** The uses that break the rule: outside a read model, or a read model that writes. */
export const violations = (uses) => uses.filter((u) => !READ_MODELS[u.file] || u.write);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const uses = foreignTableUses();
  const outside = violations(uses);
  const byTable = {};
  for (const u of outside) (byTable[u.table] ??= new Set()).add(u.module);
  console.log('Tables queried outside their owner (read models aside):');
  for (const [table, mods] of Object.entries(byTable).sort((a, b) => b[1].size - a[1].size))
    console.log(`  ${table}: ${mods.size} module(s): ${[...mods].sort().join(', ')}`);
  console.log(`  ${outside.length} line(s) in ${new Set(outside.map((u) => u.file)).size} file(s)`);
  if (process.argv.includes('--lines'))
    for (const u of outside) console.log(`  ${u.file}:${u.line} ${u.table}`);
  const inModels = uses.filter((u) => READ_MODELS[u.file] && !u.write);
  console.log(
    `Read models: ${Object.keys(READ_MODELS).length} file(s), ${inModels.length} read(s) of other modules' tables`,
  );
}
