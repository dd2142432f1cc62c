import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = [
  'auth',
  'dashboard',
  'events',
  'profile',
  'settings',
  'users',
  'home',
  'placeholder',
];

/** [layer, the layers above it that it must not import]. */
const serverTop = ['main.ts', 'app.ts'];
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
          zones: [
            { target: './packages/shared', from: './apps' },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './apps/server' },
            // Web features do not reach into each other; shared pieces live in app/ or lib/.
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
            })),
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
          ],
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
          zones: serverLayers.map(([target, above]) => ({
            target: `./apps/server/src/${target}`,
            from: above.map((f) => `./apps/server/src/${f}`),
            message: 'El servidor importa solo hacia capas inferiores (ARCHITECTURE.md).',
          })),
        },
      ],
    },
  },
);
