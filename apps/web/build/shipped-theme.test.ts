/** A PrimeReact theme keeps the rules the shipped code can match, and only those. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shippedRules, shippedText } from './shipped-theme';

const CODE = `
  import { Button } from 'primereact/button';
  classNames('p-button p-component', { ['p-button-' + severity]: severity });
  <div className="p-inputgroup" />
`;

describe('shippedRules', () => {
  it('keeps a class put together at run time from a name the code writes', () => {
    const css = '.p-button-success { color: green; }';
    expect(shippedRules(css, CODE)).toContain('.p-button-success');
  });

  it('drops the rules of a component no code writes, and an empty media query with them', () => {
    const css =
      '.p-carousel .p-carousel-item { flex: 1; }\n@media (max-width: 600px) { .p-carousel-item { flex: 2; } }';
    expect(shippedRules(css, CODE).trim()).toBe('');
  });

  it('keeps the selectors of a rule that can match and drops the others', () => {
    const css = '.p-button:focus, .p-galleria-thumbnail:focus { outline: 0; }';
    const out = shippedRules(css, CODE);
    expect(out).toContain('.p-button:focus');
    expect(out).not.toContain('p-galleria');
  });

  it('does not require the classes of a negation', () => {
    const css = '.p-button:not(.p-carousel-item) { color: red; }';
    expect(shippedRules(css, CODE)).toContain('.p-button:not(.p-carousel-item)');
  });

  it('keeps rules without PrimeReact classes, classes the app writes, and keyframes', () => {
    const css =
      '* { box-sizing: border-box; }\n.p-inputgroup { display: flex; }\n@keyframes p-spin { from { opacity: 0; } to { opacity: 1; } }';
    const out = shippedRules(css, CODE);
    expect(out).toContain('* { box-sizing');
    expect(out).toContain('.p-inputgroup');
    expect(out).toContain('from { opacity: 0; }');
  });
});

describe('shippedText', () => {
  const primereact = fileURLToPath(new URL('../../../node_modules/primereact', import.meta.url));

  it('reads a PrimeReact module loaded with import(), and an icon', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shipped-theme-'));
    writeFileSync(
      join(dir, 'late.ts'),
      "const c = await import('primereact/carousel');\nimport { X } from 'primereact/icons/times';",
    );
    const { text, read } = shippedText([dir], [], primereact);
    expect(read).toEqual([join(dir, 'late.ts')]);
    expect(text).toContain('p-carousel');
    expect(text).toContain('p-icon');
  });

  it('follows PrimeReact modules through their own imports', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const { text } = shippedText([src], [], primereact);
    // The app imports the data table; the table imports the paginator, which writes it.
    expect(text).toContain('p-paginator');
    expect(text).not.toContain('p-carousel');
  });
});
