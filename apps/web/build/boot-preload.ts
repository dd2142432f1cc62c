/**
 * main.tsx evaluates the app in stages, each a dynamic import after a task's pause (issue 28,
 * docs/decisions/053). Vite preloads only what the entry imports statically, so each stage's
 * files would be asked for when its turn came: a round trip a stage on a phone's network. In
 * the built page, this puts a `modulepreload` for every stage's files in the head, beside the
 * entry's, and their stylesheets: all of them download (and compile) at once, and a stage
 * waits only for its turn.
 */
import type { OutputBundle, OutputChunk } from 'rollup';
import type { HtmlTagDescriptor, Plugin } from 'vite';

type ChunkMeta = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The stylesheets Vite gathered for a chunk of the bundle (none for a name it lacks). */
export function importedCss(bundle: OutputBundle, fileName: string): string[] {
  return [...((bundle[fileName] as ChunkMeta | undefined)?.viteMetadata?.importedCss ?? [])];
}

/** The files of the entry's stages: its dynamic imports and what they import, in order. */
export function stageFiles(bundle: OutputBundle, entry: OutputChunk): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const files: string[] = [];
  const add = (fileName: string) => {
    if (fileName === entry.fileName || entry.imports.includes(fileName)) return;
    if (files.includes(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) throw new Error(`${fileName} is not in the bundle`);
    chunk.imports.forEach(add);
    files.push(fileName);
  };
  entry.dynamicImports.forEach(add);
  return files;
}

/** Every file the page's start-up evaluates: the entry, what it imports, and its stages. */
export function startupChunks(bundle: OutputBundle, entry: OutputChunk): string[] {
  return [entry.fileName, ...entry.imports, ...stageFiles(bundle, entry)];
}

export function bootPreload(): Plugin {
  return {
    name: 'tickera-boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) throw new Error('the page has no script of its own');
        const files = stageFiles(bundle, chunk);
        // A stage's styles too, linked as the entry's are: asked for by its code when its
        // turn came, they were a round trip of their own before the first paint. (Preloaded
        // instead, for Vite's import to link them, the first paint came 0.1-0.4 s later in
        // Lighthouse: BENCHMARKS.md.)
        const styles = files.flatMap((fileName) => importedCss(bundle, fileName));
        return [
          ...styles.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
          ...files.map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
