/** What each offline app's worker keeps: its pages' files, and nothing of the rest of the site. */
import type { OutputBundle } from 'rollup';
import { describe, expect, it } from 'vitest';
import {
  DOOR_APP,
  SHARED_TICKETS_APP,
  offlineAppFiles,
  offlineAppWorker,
  type OfflineApp,
} from './plugin';

const SRC = '/repo/apps/web/src';

function chunk(
  fileName: string,
  module: string | null,
  p: {
    entry?: boolean;
    imports?: string[];
    dynamic?: string[];
    css?: string[];
    assets?: string[];
    code?: string;
  } = {},
) {
  return {
    type: 'chunk',
    fileName,
    code: p.code ?? '',
    facadeModuleId: module && `${SRC}/${module}`,
    isEntry: p.entry ?? false,
    imports: p.imports ?? [],
    dynamicImports: p.dynamic ?? [],
    viteMetadata: { importedCss: new Set(p.css ?? []), importedAssets: new Set(p.assets ?? []) },
  };
}
const asset = (fileName: string, original: string) => ({
  type: 'asset',
  fileName,
  originalFileNames: [original],
});

/** The shape of the real build: an entry, shared chunks, lazy pages, themes, fonts, .wasm. */
const BUNDLE = Object.fromEntries(
  [
    chunk('assets/index-e1.js', 'main.tsx', {
      entry: true,
      imports: ['assets/react-r1.js'],
      // The start-up's stages (main.tsx, decision 053).
      dynamic: ['assets/client-d1.js', 'assets/mount-a1.js'],
      css: ['assets/index-c1.css'],
      assets: ['assets/primeicons-p1.woff2', 'assets/primeicons-p1.ttf'],
      // The start-up's ICU worker (decision 064), named only in the entry's code.
      code: 'new Worker(new URL("/assets/icu-warm-up.worker-w2.js",import.meta.url))',
    }),
    chunk('assets/react-r1.js', null),
    chunk('assets/client-d1.js', null, { imports: ['assets/react-r1.js'] }),
    chunk('assets/mount-a1.js', 'app/mount.tsx', {
      imports: ['assets/client-d1.js', 'assets/router-x1.js'],
      dynamic: ['assets/checkout-page-o1.js'],
    }),
    chunk('assets/router-x1.js', null),
    chunk('assets/message-m1.js', null, { css: ['assets/message-c2.css'] }),
    chunk('assets/shared-tickets-page-s1.js', 'features/tickets/pages/shared-tickets-page.tsx', {
      imports: ['assets/react-r1.js', 'assets/message-m1.js'],
      css: ['assets/shared-tickets-page-c3.css'],
    }),
    chunk('assets/dashboard-layout-d1.js', 'app/layouts/dashboard/dashboard-layout.tsx', {
      imports: ['assets/message-m1.js'],
    }),
    chunk('assets/scanner-page-k1.js', 'features/checkins/pages/scanner-page.tsx'),
    chunk('assets/checkin-list-page-l1.js', 'features/checkins/pages/checkin-list-page.tsx'),
    chunk('assets/qr-decoder-q1.js', 'features/checkins/door/qr-decoder.ts'),
    chunk('assets/checkout-page-o1.js', 'features/orders/pages/checkout-page.tsx', {
      css: ['assets/checkout-page-c4.css'],
    }),
    asset(
      'assets/theme-t1.css',
      '/repo/node_modules/primereact/resources/themes/saga-orange/theme.css',
    ),
    asset(
      'assets/theme-t2.css',
      '/repo/node_modules/primereact/resources/themes/arya-orange/theme.css',
    ),
    asset('assets/zxing-w1.wasm', '/repo/node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'),
    asset('assets/inter-f1.woff2', '/repo/node_modules/@fontsource/inter/files/inter.woff2'),
    asset('assets/banner-b1.jpg', `${SRC}/features/events/banner.jpg`),
    asset('assets/icu-warm-up.worker-w2.js', `${SRC}/lib/icu-warm-up.worker.ts`),
    // A page's worker that neither app's files start.
    asset('assets/paint.worker-w3.js', `${SRC}/features/seating/map/paint.worker.ts`),
  ].map((item) => [item.fileName, item]),
) as unknown as OutputBundle;

const ICONS = ['/door/icon-192.png', '/door/icon-512.png', '/favicon.svg'];
const SHELL = [
  '/assets/client-d1.js',
  '/assets/mount-a1.js',
  '/assets/router-x1.js',
  '/assets/index-c1.css',
  '/assets/icu-warm-up.worker-w2.js',
  '/assets/index-e1.js',
  '/assets/inter-f1.woff2',
  '/assets/primeicons-p1.woff2',
  '/assets/react-r1.js',
  '/assets/theme-t1.css',
  '/assets/theme-t2.css',
  '/index.html',
];

describe('offline apps: the files each worker keeps', () => {
  it('shared tickets: the shell, the entry and the page with its imports and styles, fonts, icons; no other page, no .wasm', () => {
    expect(offlineAppFiles(SHARED_TICKETS_APP, BUNDLE)).toEqual(
      [
        ...SHELL,
        ...ICONS,
        '/assets/message-c2.css',
        '/assets/message-m1.js',
        '/assets/shared-tickets-page-c3.css',
        '/assets/shared-tickets-page-s1.js',
      ].sort(),
    );
  });

  it('the door: its layout, its pages, the decoder and its .wasm, its manifest', () => {
    expect(offlineAppFiles(DOOR_APP, BUNDLE)).toEqual(
      [
        ...SHELL,
        ...ICONS,
        '/door.webmanifest',
        '/assets/message-c2.css',
        '/assets/message-m1.js',
        '/assets/dashboard-layout-d1.js',
        '/assets/scanner-page-k1.js',
        '/assets/checkin-list-page-l1.js',
        '/assets/qr-decoder-q1.js',
        '/assets/zxing-w1.wasm',
      ].sort(),
    );
  });

  it('fails the build when a page of the app is not in the bundle (renamed, moved)', () => {
    const renamed: OfflineApp = { ...SHARED_TICKETS_APP, chunks: [/tickets\/pages\/gone\.tsx$/] };
    expect(() => offlineAppFiles(renamed, BUNDLE)).toThrow(/entradas-sw: no chunk for/);
  });

  it('writes the worker with its name, list and a version that changes with the list', () => {
    const files = offlineAppFiles(SHARED_TICKETS_APP, BUNDLE);
    const worker = offlineAppWorker(SHARED_TICKETS_APP, files);
    expect(worker).toContain(`const NAME = 'entradas';`);
    expect(worker).toContain(`const PAGE_MANIFEST = 'manifest.webmanifest';`);
    expect(worker).toContain(JSON.stringify(files, null, 2));
    expect(worker).not.toMatch(/__SW_/);
    const door = offlineAppWorker(DOOR_APP, offlineAppFiles(DOOR_APP, BUNDLE));
    expect(door).toContain(`const PAGE_MANIFEST = '';`);
    const version = (text: string) => /const VERSION = '([0-9a-f]{16})'/.exec(text)?.[1];
    expect(version(worker)).toBeTruthy();
    expect(version(offlineAppWorker(SHARED_TICKETS_APP, [...files, '/x.js']))).not.toBe(
      version(worker),
    );
  });
});
