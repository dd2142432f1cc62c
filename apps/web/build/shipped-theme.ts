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
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import postcss from 'postcss';
import { transformWithEsbuild, type Plugin } from 'vite';
import { dropEmpty, isKeyframeStep, sourceFiles } from './used-utilities';

/** `from 'primereact/x'`, `import('primereact/x')`, `from 'primereact/icons/y'`. */
const PRIME_IMPORT = /(?:from|import)\s*\(?\s*['"]primereact\/([a-z]+(?:\/[a-z]+)?)['"]/g;
const PRIME_CLASS = /\.(p-[\w-]+)/g;
/** `:not(.p-x)` can match whether or not p-x is ever written: its classes are not required. */
const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;

/**
 * The text of the app's source files (under `dirs`, and `files`) and of the PrimeReact modules
 * they import, with the modules' own PrimeReact imports, from `primereact` (the package's
 * folder); and the app's files read.
 */
export function shippedText(
  dirs: string[],
  files: string[],
  primereact: string,
): { text: string; read: string[] } {
  const read = sourceFiles(dirs, files);
  const texts = read.map((file) => readFileSync(file, 'utf8'));
  const seen = new Set<string>();
  const queue = texts.flatMap((text) => Array.from(text.matchAll(PRIME_IMPORT), (m) => m[1]));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    // A component: primereact/x/x.esm.js; an icon: primereact/icons/y/index.esm.js.
    const file = name.includes('/')
      ? join(primereact, name, 'index.esm.js')
      : join(primereact, name, `${name}.esm.js`);
    if (!existsSync(file)) throw new Error(`primereact/${name}: ${file} no existe`);
    const text = readFileSync(file, 'utf8');
    texts.push(text);
    queue.push(...Array.from(text.matchAll(PRIME_IMPORT), (m) => m[1]));
  }
  return { text: texts.join('\n'), read };
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
    if (isKeyframeStep(rule)) return;
    const live = rule.selectors.filter((selector) =>
      Array.from(selector.replace(NEGATION, '').matchAll(PRIME_CLASS), (m) => m[1]).every(
        isWritten,
      ),
    );
    if (live.length === 0) rule.remove();
    else if (live.length < rule.selectors.length) rule.selectors = live;
  });
  dropEmpty(root);
  return root.toString();
}

/**
 * `css` minified as Vite minifies the app's own stylesheets (esbuild, for the build's
 * `cssTarget`), and esbuild's warnings, which the build shows. The theme is emitted as
 * a file of its own, which Vite's CSS pipeline does not see: written as PrimeReact ships it,
 * a fifth of its bytes were spaces, newlines and comments that the page's thread tokenizes
 * before the first paint (issue 28).
 */
async function minified(css: string, target: string | string[] | false) {
  const { code, warnings } = await transformWithEsbuild(css, 'theme.css', {
    loader: 'css',
    minify: true,
    ...(target ? { target } : {}),
  });
  return { code, warnings: warnings.map((w) => `theme.css: ${w.text}`) };
}

/**
 * In the build, a PrimeReact theme imported by its URL (`…/theme.css?url`) is emitted trimmed
 * to the rules the shipped code can match, and minified, under the theme's own name and
 * original file name.
 */
export function shippedThemeOnly(options: {
  dirs: string[];
  files: string[];
  primereact: string;
}): Plugin {
  const THEME = /\/primereact\/resources\/themes\/[\w-]+\/theme\.css\?url$/;
  let shipped: { text: string; read: string[] } | undefined;
  let cssTarget: string | string[] | false = false;
  return {
    name: 'tickera-shipped-theme-only',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      cssTarget = config.build.cssTarget;
    },
    buildStart() {
      // Read again on every build (`vite build --watch` included): the code may have changed.
      shipped = undefined;
    },
    async load(id) {
      if (!THEME.test(id)) return null;
      const file = id.slice(0, -'?url'.length);
      shipped ??= shippedText(options.dirs, options.files, options.primereact);
      for (const watched of [file, ...shipped.read]) this.addWatchFile(watched);
      const { text } = shipped;
      const css = await minified(shippedRules(readFileSync(file, 'utf8'), text), cssTarget);
      for (const warning of css.warnings) this.warn(warning);
      const reference = this.emitFile({
        type: 'asset',
        name: basename(file),
        originalFileName: file,
        source: css.code,
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
