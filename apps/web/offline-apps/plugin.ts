/**
 * Writes the service worker of each page that opens offline (worker.js here, one file per
 * app in dist/): the door's scanner (decision 038) and a shared link's tickets (decision 044).
 * Each lists only what its pages need: the page, the entry code, its start-up stages and what
 * they import, the
 * app's lazy chunks with their imports and styles, the themes, fonts, its manifest and icons.
 * The rest of the public site is not copied.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

export interface OfflineApp {
  /** The worker is dist/<name>-sw.js; its caches are named <name>-…. */
  name: string;
  /** Lazy chunks the app opens (matched on the module that starts each one). */
  chunks: RegExp[];
  /** Files of public/ the installed app uses. */
  publicFiles: string[];
  /** Build assets taken whoever imports them (fonts a stylesheet names, the decoder's .wasm). */
  assets: RegExp;
  /** Each page's own manifest, beside the page, when the app has no single one. */
  pageManifest?: string;
}

const ICONS = ['/door/icon-192.png', '/door/icon-512.png', '/favicon.svg'];

export const DOOR_APP: OfflineApp = {
  name: 'door',
  chunks: [
    /app\/layouts\/dashboard\/dashboard-layout\.tsx$/,
    /features\/checkins\/pages\/scanner-page\.tsx$/,
    /features\/checkins\/pages\/checkin-list-page\.tsx$/,
    /features\/checkins\/door\/qr-decoder\.ts$/,
  ],
  publicFiles: ['/door.webmanifest', ...ICONS],
  assets: /\.(?:wasm|woff2)$/,
};

/** /entradas/<token>: the public layout is in the entry chunk; the page is its own chunk. */
export const SHARED_TICKETS_APP: OfflineApp = {
  name: 'entradas',
  chunks: [/features\/tickets\/pages\/shared-tickets-page\.tsx$/],
  publicFiles: ICONS,
  assets: /\.woff2$/,
  pageManifest: 'manifest.webmanifest',
};

/** The icon font in formats a phone never asks for (it takes the .woff2). */
const SKIPPED = /primeicons[^/]*\.(?:eot|ttf|woff|svg)$/;

type ChunkMeta = OutputChunk & {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

/** A worker's file as Vite emits it: an asset named after its module (`x.worker.ts`). */
const WORKER_FILE = /\.worker-[\w-]+\.js$/;

export function offlineAppFiles(app: OfflineApp, bundle: OutputBundle): string[] {
  const files = new Set<string>(['/index.html', ...app.publicFiles]);
  const seen = new Set<string>();
  const workers = Object.values(bundle)
    .filter((item) => item.type === 'asset' && WORKER_FILE.test(item.fileName))
    .map((item) => item.fileName);
  const add = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName] as ChunkMeta | undefined;
    if (!chunk || chunk.type !== 'chunk') return;
    files.add(`/${chunk.fileName}`);
    // A worker the code starts (`new Worker(new URL(…))`: the start-up's ICU worker, decision
    // 064) is an asset only the code names; offline, its request would fail or hang.
    for (const worker of workers) if (chunk.code.includes(worker)) files.add(`/${worker}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const asset of chunk.viteMetadata?.importedAssets ?? [])
      if (!SKIPPED.test(asset)) files.add(`/${asset}`);
    for (const next of chunk.imports) add(next);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk') {
      const start = item.facadeModuleId ?? '';
      if (item.isEntry || app.chunks.some((re) => re.test(start))) add(item.fileName);
      // The entry's dynamic imports are the app's start-up, in stages (main.tsx, decision 053).
      if (item.isEntry) item.dynamicImports.forEach(add);
    } else if (
      app.assets.test(item.fileName) ||
      item.originalFileNames.some((n) => n.endsWith('theme.css'))
    )
      files.add(`/${item.fileName}`);
  }
  const missing = app.chunks.filter(
    (re) =>
      !Object.values(bundle).some((c) => c.type === 'chunk' && re.test(c.facadeModuleId ?? '')),
  );
  if (missing.length) throw new Error(`${app.name}-sw: no chunk for ${missing.join(', ')}`);
  return [...files].sort();
}

/** The worker's text: the template with the app's name, files and version filled in. */
export function offlineAppWorker(app: OfflineApp, files: string[]): string {
  const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
  return readFileSync(new URL('./worker.js', import.meta.url), 'utf8')
    .replace('__SW_NAME__', app.name)
    .replace('__SW_VERSION__', version)
    .replace('__SW_PAGE_MANIFEST__', app.pageManifest ?? '')
    .replace('self.__SW_PRECACHE__', JSON.stringify(files, null, 2));
}

export function offlineAppWorkers(apps: OfflineApp[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'tickera-offline-app-workers',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const app of apps)
        writeFileSync(
          join(outDir, `${app.name}-sw.js`),
          offlineAppWorker(app, offlineAppFiles(app, bundle)),
        );
    },
  };
}
