/**
 * The files of the app's start-up (main.tsx, docs/decisions/053). Left to itself Rollup cuts
 * main.tsx's stages into a file for every set of stages that share code (eleven on the first
 * page), and on a phone's network each file is a request: Lighthouse's simulated 4G put the
 * first paint 0.3-0.5 s later than with one file. Here the build names the files: what the
 * entry imports itself (`start`), then one file per group of stages given (a file is
 * evaluated whole, at the first stage that imports it), and the app's stage, with whatever it
 * alone needs, as Rollup gathers it.
 */
import type { GetManualChunk, ModuleInfo } from 'rollup';

type ModuleInfoOf = (id: string) => ModuleInfo | null;

/** Every module `roots` import statically, the roots included. */
function staticClosure(roots: readonly string[], info: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** A file of the start-up: the stages whose module ids match `stages` (main.tsx's imports). */
export interface BootChunk {
  name: string;
  stages: RegExp;
}

/**
 * Module id → file, for the modules of `entry`'s stages (its dynamic imports): a stage goes to
 * the first of `chunks` that matches it, with every module it imports that no earlier chunk
 * has; what the entry imports itself goes to `start`; a stage no chunk matches (the app's) is
 * left to Rollup.
 */
export function bootGroups(
  entry: string,
  info: ModuleInfoOf,
  chunks: readonly BootChunk[],
): Map<string, string> {
  const stages = info(entry)?.dynamicallyImportedIds ?? [];
  const groups = new Map<string, string>();
  // What the entry imports itself gets a file of its own too: a module no chunk names is pulled
  // into the first named chunk that imports it (React into the libraries'), and the entry
  // would then import that whole chunk, evaluated at once with it.
  for (const id of staticClosure([entry], info)) if (id !== entry) groups.set(id, 'start');
  for (const { name, stages: matches } of chunks) {
    const roots = stages.filter((id) => matches.test(id) && !groups.has(id));
    for (const id of staticClosure(roots, info)) if (!groups.has(id)) groups.set(id, name);
  }
  return groups;
}

/** `output.manualChunks` for the start-up of `entry` (an absolute module id). */
export function bootChunks(entry: string, chunks: readonly BootChunk[]): GetManualChunk {
  let groups: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!groups) {
      // A start-up that is not found would silently go back to Rollup's own cut.
      if (!getModuleInfo(entry)) throw new Error(`${entry} is not a module of the build`);
      const made = bootGroups(entry, getModuleInfo, chunks);
      const names = new Set(made.values());
      const empty = chunks.filter((c) => !names.has(c.name)).map((c) => c.name);
      if (empty.length) throw new Error(`no stage of ${entry} for ${empty.join(', ')}`);
      groups = made;
    }
    return groups.get(id);
  };
}
