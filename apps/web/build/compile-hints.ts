/**
 * The start-up's files carry V8's hint to compile every function as the file downloads
 * (issue 28, docs/decisions/063). Left to itself V8 compiles a function when it is first
 * called, on the main thread: each stage of main.tsx then paid, in its own task, for
 * compiling the code it ran. With `//# allFunctionsCalledOnLoad` as its first line, a file is
 * compiled whole off the main thread while it streams in (Chrome 136 and later; other
 * browsers read a comment). Only the start-up's files: nearly all of their code runs on every
 * first page, while a page's own files load later and run a part of theirs.
 */
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { startupChunks } from './boot-preload';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The page's entry and every file its start-up evaluates: what it imports and its stages. */
export function startupFiles(bundle: OutputBundle): string[] {
  const entries = Object.values(bundle).filter(
    (file): file is OutputChunk =>
      file.type === 'chunk' && file.isEntry && !!file.facadeModuleId?.endsWith('/index.html'),
  );
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} entry chunks`);
  return startupChunks(bundle, entries[0]);
}

export function compileHints(): Plugin {
  return {
    name: 'tickera-compile-hints',
    apply: 'build',
    // After the minifier, which drops comments.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of startupFiles(bundle)) {
          const chunk = bundle[fileName] as OutputChunk;
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
