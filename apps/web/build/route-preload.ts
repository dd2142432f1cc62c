/**
 * A public page whose code is loaded when it opens (app/lazy-page.tsx) waited for the app's
 * start-up files, their evaluation and the router before its own files were even asked for:
 * a round trip on a phone's network, between the start-up and the page's first paint (issue
 * 28, docs/decisions/062). The build writes, for each page listed, its files and styles (what
 * Vite's import of it preloads, less what index.html already has) to `route-preloads.json`;
 * the server puts them in the head of that page's HTML (apps/server/src/plugins/static-web.ts),
 * so they download beside the start-up's files.
 */
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { importedCss, startupChunks } from './boot-preload';

/** A page: its path as the router writes it (`:name` for a segment), and its module. */
export interface RoutePage {
  path: string;
  module: string;
}

/** What the server puts in a page's head: absolute URLs of its scripts and styles. */
export interface RoutePreload {
  path: string;
  scripts: string[];
  styles: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Each page's chunk and what it imports, in the order Vite's import of it lists them, less the
 * files index.html already loads (the entry, its imports and the start-up's stages).
 */
export function routePreloads(
  bundle: OutputBundle,
  entry: OutputChunk,
  pages: { path: string; moduleId: string }[],
): RoutePreload[] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set(startupChunks(bundle, entry));
  const linked = new Set([...loaded].flatMap((f) => importedCss(bundle, f)));
  return pages.map(({ path, moduleId }) => {
    const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === moduleId);
    if (!page) throw new Error(`${moduleId} (${path}) is not a lazily loaded chunk of the build`);
    const files: string[] = [];
    const add = (fileName: string) => {
      if (loaded.has(fileName) || files.includes(fileName)) return;
      const chunk = byName.get(fileName);
      if (!chunk) throw new Error(`${fileName} (imported for ${path}) is not in the bundle`);
      files.push(fileName);
      chunk.imports.forEach(add);
    };
    add(page.fileName);
    const styles = files.flatMap((f) => importedCss(bundle, f));
    return {
      path,
      scripts: files.map((f) => `/${f}`),
      styles: [...new Set(styles)].filter((f) => !linked.has(f)).map((f) => `/${f}`),
    };
  });
}

/** `root`: the web app's folder; `entryModule`: the page's script (index.html's), from it. */
export function routePreload(root: string, entryModule: string, pages: RoutePage[]): Plugin {
  const entryId = resolve(root, entryModule);
  return {
    name: 'tickera-route-preload',
    apply: 'build',
    // After Vite's own: it drops the chunks that only carried a stylesheet (their styles go to
    // their importers), and a page listing one would ask for a file the build does not have.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find(
          (f): f is OutputChunk => f.type === 'chunk' && f.isEntry && f.moduleIds.includes(entryId),
        );
        if (!entry) throw new Error(`${entryId} is not an entry of the build`);
        const preloads = routePreloads(
          bundle,
          entry,
          pages.map(({ path, module }) => ({ path, moduleId: resolve(root, module) })),
        );
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PRELOADS_FILE,
          source: `${JSON.stringify(preloads, null, 2)}\n`,
        });
      },
    },
  };
}
