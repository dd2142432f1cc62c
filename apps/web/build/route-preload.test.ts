/** Each listed page's own files, for the server to put in its HTML (decision 062). */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { PRELOADED_PAGES } from '../src/app/preloaded-pages';
import { publicRoutes } from '../src/app/public-routes';
import { routePreloads } from './route-preload';

function chunk(
  fileName: string,
  p: { imports?: string[]; dynamicImports?: string[]; facade?: string; css?: string[] } = {},
) {
  return {
    type: 'chunk',
    fileName,
    imports: p.imports ?? [],
    dynamicImports: p.dynamicImports ?? [],
    isDynamicEntry: p.facade !== undefined,
    facadeModuleId: p.facade ?? null,
    viteMetadata: { importedCss: new Set(p.css ?? []), importedAssets: new Set() },
  } as unknown as OutputChunk;
}

const ENTRY = chunk('assets/index-e.js', {
  imports: ['assets/react-r.js'],
  dynamicImports: ['assets/mount-m.js'],
  css: ['assets/index-e.css'],
});
const BUNDLE = Object.fromEntries(
  [
    ENTRY,
    chunk('assets/react-r.js'),
    chunk('assets/mount-m.js', {
      imports: ['assets/react-r.js', 'assets/prime-p.js'],
      dynamicImports: ['assets/seats-s.js', 'assets/detail-d.js'],
      css: ['assets/mount-m.css'],
    }),
    chunk('assets/prime-p.js'),
    chunk('assets/seats-s.js', {
      facade: '/app/src/seats.tsx',
      imports: ['assets/map-a.js', 'assets/prime-p.js', 'assets/dialog-g.js'],
      css: ['assets/seats-s.css'],
    }),
    chunk('assets/map-a.js', { imports: ['assets/dialog-g.js'], css: ['assets/map-a.css'] }),
    chunk('assets/dialog-g.js', { css: ['assets/mount-m.css'] }),
    chunk('assets/detail-d.js', { facade: '/app/src/detail.tsx', imports: ['assets/map-a.js'] }),
  ].map((c) => [c.fileName, c]),
) as OutputBundle;

describe('routePreloads', () => {
  it("lists a page's chunk and what it imports, once each, less what index.html loads", () => {
    expect(
      routePreloads(BUNDLE, ENTRY, [
        { path: '/eventos/reservation', moduleId: '/app/src/seats.tsx' },
        { path: '/eventos/:id', moduleId: '/app/src/detail.tsx' },
      ]),
    ).toEqual([
      {
        path: '/eventos/reservation',
        scripts: ['/assets/seats-s.js', '/assets/map-a.js', '/assets/dialog-g.js'],
        // The start-up's styles are linked already.
        styles: ['/assets/seats-s.css', '/assets/map-a.css'],
      },
      {
        path: '/eventos/:id',
        scripts: ['/assets/detail-d.js', '/assets/map-a.js', '/assets/dialog-g.js'],
        styles: ['/assets/map-a.css'],
      },
    ]);
  });

  it('fails the build when a page imports a chunk the bundle no longer has', () => {
    const dropped = { ...BUNDLE } as OutputBundle;
    delete dropped['assets/map-a.js'];
    expect(() =>
      routePreloads(dropped, ENTRY, [{ path: '/eventos/:id', moduleId: '/app/src/detail.tsx' }]),
    ).toThrow('assets/map-a.js (imported for /eventos/:id) is not in the bundle');
  });

  it('fails the build when a listed page is not a chunk of its own', () => {
    expect(() =>
      routePreloads(BUNDLE, ENTRY, [{ path: '/gone', moduleId: '/app/src/gone.tsx' }]),
    ).toThrow('/app/src/gone.tsx (/gone) is not a lazily loaded chunk of the build');
  });

  it('lists pages whose modules exist, fixed paths before a parameter beside them', () => {
    for (const page of PRELOADED_PAGES)
      expect(
        existsSync(fileURLToPath(new URL(`../${page.module}`, import.meta.url))),
        page.module,
      ).toBe(true);
    // Each is a page of the public site, routed at that path (a parameter filled in), and the
    // server's first match for it (build order: a fixed path before a parameter beside it).
    const patterns = PRELOADED_PAGES.map(
      ({ path }) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`),
    );
    for (const [i, { path }] of PRELOADED_PAGES.entries()) {
      const url = path.replace(/:\w+/g, 'x1');
      const matched = matchRoutes([{ path: '/', children: publicRoutes }], url) ?? [];
      const routed = matched
        .map((m) => m.route.path ?? '')
        .filter((part) => part && part !== '/')
        .join('/');
      expect(`/${routed}`, url).toBe(path);
      expect(
        patterns.findIndex((re) => re.test(url)),
        url,
      ).toBe(i);
    }
  });
});
