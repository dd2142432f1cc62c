// Bundles the server into dist/main.js, the first-admin command into dist/admin-create.js
// and the bank-statement reader's worker thread into dist/statement-worker.js (main.js
// starts it by that name, next to itself).
// npm packages stay external (installed); the workspace package @tickera/shared
// (TypeScript source) is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/admin-create.ts',
    'statement-worker': 'src/modules/payments/statement/statement-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tickera/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
