/** index.html's start-up logo is drawn as the app's Logo draws it (decision 062). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The drawing's attributes in order, JSX's camelCase names written as SVG's. */
function drawing(source: string): string[] {
  const svg = source.slice(source.indexOf('<svg'), source.indexOf('</svg>'));
  return [...svg.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(
    ([, name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}=${value}`,
  );
}

describe('the start-up logo', () => {
  it('has the same ticket as the Logo component', () => {
    const page = drawing(read('../index.html'));
    expect(page.length).toBeGreaterThan(8);
    expect(page).toEqual(drawing(read('../src/components/logo.tsx')));
  });
});
