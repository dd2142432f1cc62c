import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Web layers. The zones are built from the feature folders that exist, so a new
// feature is guarded the day it is created: among features, a feature imports itself
// and the api/ folder of another (its public face: queries, calls, stores), nothing
// deeper (plus components/, lib/ and @tickera/shared); app/ composes features and
// nothing imports app/; lib/ (infrastructure) and components/ never import features.
const webSrc = './apps/web/src';
const webFeatures = fs
  .readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((f) => ({
    target: `${webSrc}/features/${f}`,
    from: `${webSrc}/features`,
    except: [`./${f}`, ...webFeatures.filter((g) => g !== f).map((g) => `./${g}/api`)],
    message:
      'A feature imports another feature only through its api/ folder; shared pieces go to components/ or lib/, compositions to app/.',
  })),
  ...['features', 'lib', 'components'].map((layer) => ({
    target: `${webSrc}/${layer}`,
    from: `${webSrc}/app`,
    message: 'app/ composes the rest; nothing imports app/.',
  })),
  ...['lib', 'components'].map((layer) => ({
    target: `${webSrc}/${layer}`,
    from: `${webSrc}/features`,
    message: 'lib/ and components/ are shared by every feature and import none.',
  })),
];

// Imports flow one way: packages/shared → apps; the apps never import each other.
const appZones = [
  { target: './packages/shared', from: './apps' },
  { target: './apps/server', from: './apps/web' },
  { target: './apps/web', from: './apps/server' },
];

/** [layer, the layers above it that it must not import]. */
const serverTop = ['main.ts', 'admin-create.ts', 'app.ts'];
const serverEdges = [...serverTop, 'plugins', 'jobs', 'seed'];
const serverLayers = [
  ['plugins', [...serverTop, 'jobs', 'seed']],
  ['jobs', serverTop],
  ['seed', serverTop],
  ['modules', serverEdges],
  ...['lib', 'db', 'context.ts', 'errors.ts', 'config.ts'].map((low) => [
    low,
    [...serverEdges, 'modules'],
  ]),
];

// A server module reaches another only through its face: service.ts, or public.ts (what it
// chooses to export). Built from the module folders that exist, like the web's zones.
const serverModules = fs
  .readdirSync(new URL('apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const serverModuleZones = serverModules.flatMap((target) =>
  serverModules
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./apps/server/src/modules/${target}`,
      from: `./apps/server/src/modules/${from}`,
      except: ['./service.ts', './public.ts'],
      message: `Un módulo usa otro solo por su service.ts o public.ts (${from}).`,
    })),
);

// A table is queried by the module that owns it: another module imports no schema file but
// its own (db/schema/<module>.ts); it calls the owner (scripts/table-owners.mjs checks raw SQL).
const schemaOwners = fs
  .readdirSync(new URL('apps/server/src/db/schema', import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'columns.ts')
  .map((f) => f.replace(/\.ts$/, ''));
const serverSchemaZones = schemaOwners.flatMap((owner) =>
  serverModules
    .filter((module) => module !== owner)
    .map((module) => ({
      target: `./apps/server/src/modules/${module}`,
      from: `./apps/server/src/db/schema/${owner}.ts`,
      message: `Las tablas de ${owner} se consultan en su módulo: llame a su public.ts.`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Resolve TypeScript sources, so the import rules see every import (not only .js).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Imports flow one way: packages/shared → apps; the apps never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...appZones, ...webZones],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Server layers, top to bottom: main → app → plugins, jobs, seed → modules → lib, db,
  // context, errors, config. An import may only point down, and no file imports itself
  // back through others (type-only imports do not count: they vanish at run time).
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          // This block replaces the rule's options for server files: keep the app zones.
          zones: [
            ...appZones,
            ...serverLayers.map(([target, above]) => ({
              target: `./apps/server/src/${target}`,
              from: above.map((f) => `./apps/server/src/${f}`),
              message: 'El servidor importa solo hacia capas inferiores (ARCHITECTURE.md).',
            })),
            ...serverModuleZones,
            ...serverSchemaZones,
          ],
        },
      ],
    },
  },
  {
    // Web import cycles (feature ↔ feature, page ↔ component) are refused too.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
