/**
 * PrimeFlex ships every utility at every breakpoint and for every state: 360 KB of CSS that
 * the first page must download and parse before it paints (issue 28), of which the app uses
 * a few hundred classes; PrimeIcons has some 300 icons for the app's few dozen. In the build,
 * the rules of these `stylesheets` keep only the selectors whose classes are written
 * somewhere in the app's code (docs/decisions/046): a class name must appear whole in a
 * source file, as in `className="col-12 md:col-6"` or `icon: 'pi pi-ticket'`. A name put
 * together at run time (`${breakpoint}:col-8`) is not in the code as written: `keep` lists
 * those.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';
import type { Plugin } from 'vite';

const SOURCE = /\.(?:tsx?|html)$/;
/** A class in a selector, escapes included (`.md\:col-6`, `.hover\:text-primary:hover`). */
const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;

/** The `files` given and the source files (TypeScript, HTML) under `dirs`. */
export function sourceFiles(dirs: string[], files: string[]): string[] {
  return [
    ...files,
    ...dirs.flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => SOURCE.test(name))
        .map((name) => join(dir, name)),
    ),
  ];
}

/** Every word a class could be in the files of `dirs` and the `files` given. */
function wordsIn(dirs: string[], files: string[]): { words: Set<string>; read: string[] } {
  const read = sourceFiles(dirs, files);
  const words = new Set<string>();
  for (const file of read) {
    for (const word of readFileSync(file, 'utf8').split(/[^\w:-]+/)) words.add(word);
  }
  return { words, read };
}

const classesOf = (selector: string) =>
  Array.from(selector.matchAll(CLASS_IN_SELECTOR), (m) => m[1].replace(/\\(.)/g, '$1'));

/** Whether `rule` is a keyframe's step (`from`, `62.5%`): not a selector. */
export const isKeyframeStep = (rule: Rule) =>
  (rule.parent as AtRule | undefined)?.name?.endsWith('keyframes') ?? false;

/** Drops the at-rules (media queries) whose rules all went. */
export function dropEmpty(container: Container): void {
  container.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
}

export function usedUtilitiesOnly(options: {
  stylesheets: RegExp;
  dirs: string[];
  files: string[];
  keep: RegExp;
}): Plugin {
  return {
    name: 'tickera-used-utilities-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!options.stylesheets.test(id)) return null;
      const { words, read } = wordsIn(options.dirs, options.files);
      for (const file of read) this.addWatchFile(file);
      const used = (name: string) => words.has(name) || options.keep.test(name);
      const root = postcss.parse(code, { from: id });
      root.walkRules((rule) => {
        if (isKeyframeStep(rule)) return;
        if (!rule.selectors.some((selector) => classesOf(selector).every(used))) rule.remove();
      });
      dropEmpty(root);
      return { code: root.toString(), map: null };
    },
  };
}
