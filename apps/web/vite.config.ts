import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { DOOR_APP, SHARED_TICKETS_APP, offlineAppWorkers } from './offline-apps/plugin';
import { usedUtilitiesOnly } from './build/used-utilities';
import { shippedThemeOnly } from './build/shipped-theme';
import { bootChunks } from './build/boot-chunks';
import { bootPreload } from './build/boot-preload';
import { routePreload } from './build/route-preload';
import { compileHints } from './build/compile-hints';
import { PRELOADED_PAGES } from './src/app/preloaded-pages';

// The API runs on :3000 (`npm run serve`); in dev, Vite forwards /api to it so the
// browser sees one origin, exactly as in production where the server serves dist/.
// TICKERA_API_URL points the proxy elsewhere (e.g. a second server on another port).
const apiTarget = process.env.TICKERA_API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  // A shared link's manifest is made by the server from its address (decision 044).
  '^/entradas/[^/]+/manifest\\.webmanifest$': { target: apiTarget, changeOrigin: true },
};

/**
 * The default theme (saga-orange, spec §2) as a <link> in the built page, first in <head>:
 * it loads beside the app's code instead of after it, and the first paint already has the
 * theme's fonts and sizes (nothing restyles and shifts when it arrives). applyLayoutConfig()
 * finds it by its id and swaps it for the dark theme when that is the stored choice.
 */
function defaultThemeLink(): Plugin {
  return {
    name: 'tickera-default-theme-link',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const theme = Object.values(bundle ?? {}).find(
          (file) =>
            file.type === 'asset' &&
            file.originalFileNames.some((name) => name.endsWith('themes/saga-orange/theme.css')),
        );
        if (!theme) throw new Error('saga-orange theme.css is not in the bundle');
        const attrs = { id: 'theme-css', rel: 'stylesheet', href: `/${theme.fileName}` };
        return [{ tag: 'link', attrs, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * Where the app's code is written, for the build's trims of stylesheets to what it uses: the
 * app, the page, and the shared package (the dashboard's menu entries and their icons).
 */
const APP_SOURCES = {
  dirs: [
    new URL('src', import.meta.url).pathname,
    new URL('../../packages/shared/src', import.meta.url).pathname,
  ],
  files: [new URL('index.html', import.meta.url).pathname],
};

export default defineConfig({
  plugins: [
    react(),
    defaultThemeLink(),
    bootPreload(),
    compileHints(),
    routePreload(fileURLToPath(new URL('.', import.meta.url)), 'src/main.tsx', PRELOADED_PAGES),
    shippedThemeOnly({
      ...APP_SOURCES,
      primereact: new URL('../../node_modules/primereact', import.meta.url).pathname,
    }),
    usedUtilitiesOnly({
      stylesheets: /\/node_modules\/(?:primeflex\/primeflex|primeicons\/primeicons)\.css$/,
      ...APP_SOURCES,
      // The grid's columns are also chosen at run time (the seat map's breakpoint).
      keep: /^(?:(?:sm|md|lg|xl):)?col(?:-\d+)?$/,
    }),
    offlineAppWorkers([DOOR_APP, SHARED_TICKETS_APP]),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // A CommonJS module (React DOM) is wrapped in a function only when it must be (a cycle, a
    // require in a branch): wrapped, its 200 KB were compiled on the main thread when the
    // function was first called, instead of with the file as it downloaded (decision 063).
    commonjsOptions: { strictRequires: 'auto' },
    rollupOptions: {
      // The start-up's stages in a few files, each evaluated as a task of its own (main.tsx,
      // build/boot-chunks.ts): React DOM, React Router with TanStack Query, PrimeReact's parts
      // of the first page, then the app.
      output: {
        manualChunks: bootChunks(fileURLToPath(new URL('src/main.tsx', import.meta.url)), [
          { name: 'start-react', stages: /\/node_modules\/react-dom\/client\.js/ },
          { name: 'start-router', stages: /\/node_modules\/(?:react-router|@tanstack)\// },
          { name: 'start-prime', stages: /\/node_modules\/primereact\// },
        ]),
      },
      // zod ships /*#__PURE__*/ notes in spots Rollup ignores; harmless, and only noise.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION') return;
        warn(warning);
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
