import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Web layers. The zones are built from the feature folders that exist, so a new
// feature is guarded the day it is created: a feature imports only itself among
// features (plus components/, lib/ and @tickera/shared); app/ composes features and
// nothing imports app/; lib/ and components/ never import features.
const webSrc = './apps/web/src';
const webFeatures = fs
  .readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((f) => ({
    target: `${webSrc}/features/${f}`,
    from: `${webSrc}/features`,
    except: [`./${f}`],
    message:
      'A feature imports only itself; shared pieces go to components/ or lib/, compositions to app/.',
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
            ...webZones,
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
  {
    // Web import cycles (feature ↔ feature, page ↔ component) are refused.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    settings: {
      // no-cycle follows imports by parsing each module: it needs the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
