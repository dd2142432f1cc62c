// Bundles the server into dist/main.js and the first-admin command into dist/admin-create.js.
// npm packages stay external (installed); the workspace package @tickera/shared
// (TypeScript source) is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/admin-create.ts'],
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
