/**
 * Writes dist/door-sw.js, the door's service worker (door-sw.js here), with the files the
 * scanner needs offline: the page, the entry code and what it imports, the dashboard's
 * layout, the two door pages and the QR decoder with their imports and styles, every .wasm,
 * the theme, fonts, the manifest and the icons. Only these: the public site is not copied.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** Lazy chunks the door opens (matched on the module that starts each one). */
const DOOR_CHUNKS = [
  /app\/layouts\/dashboard\/dashboard-layout\.tsx$/,
  /features\/checkins\/pages\/scanner-page\.tsx$/,
  /features\/checkins\/pages\/checkin-list-page\.tsx$/,
  /features\/checkins\/door\/qr-decoder\.ts$/,
];
/** Files of public/ the installed app uses. */
const PUBLIC_FILES = [
  '/door.webmanifest',
  '/door/icon-192.png',
  '/door/icon-512.png',
  '/favicon.svg',
];
const ALWAYS = /\.(?:wasm|woff2)$/;
/** The icon font in formats a phone never asks for (it takes the .woff2). */
const SKIPPED = /primeicons[^/]*\.(?:eot|ttf|woff|svg)$/;

type ChunkMeta = OutputChunk & {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

export function doorFiles(bundle: OutputBundle): string[] {
  const files = new Set<string>(['/index.html', ...PUBLIC_FILES]);
  const seen = new Set<string>();
  const add = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName] as ChunkMeta | undefined;
    if (!chunk || chunk.type !== 'chunk') return;
    files.add(`/${chunk.fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const asset of chunk.viteMetadata?.importedAssets ?? [])
      if (!SKIPPED.test(asset)) files.add(`/${asset}`);
    for (const next of chunk.imports) add(next);
  };
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk') {
      const start = item.facadeModuleId ?? '';
      if (item.isEntry || DOOR_CHUNKS.some((re) => re.test(start))) add(item.fileName);
    } else if (
      ALWAYS.test(item.fileName) ||
      item.originalFileNames.some((n) => n.endsWith('theme.css'))
    )
      files.add(`/${item.fileName}`);
  }
  const missing = DOOR_CHUNKS.filter(
    (re) =>
      !Object.values(bundle).some((c) => c.type === 'chunk' && re.test(c.facadeModuleId ?? '')),
  );
  if (missing.length) throw new Error(`door-sw: no chunk for ${missing.join(', ')}`);
  return [...files].sort();
}

export function doorServiceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tickera-door-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = doorFiles(bundle);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const template = readFileSync(new URL('./door-sw.js', import.meta.url), 'utf8');
      const worker = template
        .replace('__DOOR_VERSION__', version)
        .replace('self.__DOOR_PRECACHE__', JSON.stringify(files, null, 2));
      writeFileSync(join(outDir, 'door-sw.js'), worker);
    },
  };
}
