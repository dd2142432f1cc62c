/**
 * PrimeReact's themes style every component PrimeReact has: saga-orange is 223 KB of CSS,
 * the first stylesheet of every page (vite.config.ts, defaultThemeLink), parsed and turned
 * into rule sets before the first paint (issue 28: 33 + 23 ms of the stadium page's first two
 * long tasks on a phone-speed CPU). The app uses a few dozen of those components. In the build
 * a theme keeps only the rules that could match (decision 058): a selector goes when one of
 * its `p-` classes begins with no name that the app's code, or the code of the PrimeReact
 * modules it imports (followed through their own imports), writes anywhere. `.p-button-success`
 * stays, since `p-button` is written (PrimeReact adds the severity at run time);
 * `.p-carousel-item` goes, since nothing writes `p-carousel`. Names are compared as written, so
 * a name the code writes as part of a longer one is kept as well: the test errs toward keeping.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import postcss, { type AtRule } from 'postcss';
import type { Plugin } from 'vite';

const SOURCE = /\.(?:tsx?|html)$/;
const PRIME_IMPORT = /from\s*['"]primereact\/([a-z]+)['"]/g;
const PRIME_CLASS = /\.(p-[\w-]+)/g;

/**
 * The text of the app's source files under `dirs` and of the PrimeReact modules they import,
 * with the modules' own PrimeReact imports, from `primereact` (the package's folder).
 */
export function shippedText(dirs: string[], primereact: string): string {
  const texts = dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name))
      .map((name) => readFileSync(join(dir, name), 'utf8')),
  );
  const seen = new Set<string>();
  const queue = texts.flatMap((text) => Array.from(text.matchAll(PRIME_IMPORT), (m) => m[1]));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const file = join(primereact, name, `${name}.esm.js`);
    if (!existsSync(file)) throw new Error(`primereact/${name}: ${file} no existe`);
    const text = readFileSync(file, 'utf8');
    texts.push(text);
    queue.push(...Array.from(text.matchAll(PRIME_IMPORT), (m) => m[1]));
  }
  return texts.join('\n');
}

/** Whether some code in `text` could put class `name` (`p-a-b-c`) on an element. */
function written(name: string, text: string): boolean {
  const parts = name.split('-');
  for (let end = 2; end <= parts.length; end++)
    if (text.includes(parts.slice(0, end).join('-'))) return true;
  return false;
}

/** `css` without the selectors no code in `text` can match, nor the rules left without any. */
export function shippedRules(css: string, text: string): string {
  const known = new Map<string, boolean>();
  const isWritten = (name: string) => {
    let answer = known.get(name);
    if (answer === undefined) known.set(name, (answer = written(name, text)));
    return answer;
  };
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // A keyframe's steps (`from`, `62.5%`) are not selectors.
    if ((rule.parent as AtRule | undefined)?.name?.endsWith('keyframes')) return;
    const live = rule.selectors.filter((selector) =>
      Array.from(selector.matchAll(PRIME_CLASS), (m) => m[1]).every(isWritten),
    );
    if (live.length === 0) rule.remove();
    else if (live.length < rule.selectors.length) rule.selectors = live;
  });
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

/**
 * In the build, a PrimeReact theme imported by its URL (`…/theme.css?url`) is emitted trimmed
 * to the rules the shipped code can match, under the theme's own name and original file name.
 */
export function shippedThemeOnly(options: { dirs: string[]; primereact: string }): Plugin {
  const THEME = /\/primereact\/resources\/themes\/[\w-]+\/theme\.css\?url$/;
  let text: string | undefined;
  return {
    name: 'tickera-shipped-theme-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!THEME.test(id)) return null;
      const file = id.slice(0, -'?url'.length);
      this.addWatchFile(file);
      text ??= shippedText(options.dirs, options.primereact);
      const reference = this.emitFile({
        type: 'asset',
        name: basename(file),
        originalFileName: file,
        source: shippedRules(readFileSync(file, 'utf8'), text),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
