/** The start-up's files, and only they, carry the hint to compile them as they download. */
import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, startupFiles } from './compile-hints';

function chunk(
  fileName: string,
  p: { imports?: string[]; dynamicImports?: string[]; entry?: string } = {},
) {
  return {
    type: 'chunk',
    fileName,
    code: `import"./x.js";export const ${fileName.replace(/\W/g, '_')}=1;`,
    isEntry: !!p.entry,
    facadeModuleId: p.entry ?? null,
    imports: p.imports ?? [],
    dynamicImports: p.dynamicImports ?? [],
  } as unknown as OutputChunk;
}

function bundle(): OutputBundle {
  return Object.fromEntries(
    [
      chunk('assets/index-e.js', {
        entry: '/app/apps/web/index.html',
        imports: ['assets/start-s.js'],
        dynamicImports: ['assets/start-react-r.js', 'assets/mount-m.js'],
      }),
      chunk('assets/start-s.js'),
      chunk('assets/start-react-r.js', { imports: ['assets/start-s.js'] }),
      chunk('assets/mount-m.js', {
        imports: ['assets/start-react-r.js'],
        dynamicImports: ['assets/seat-page-p.js'],
      }),
      chunk('assets/seat-page-p.js', { imports: ['assets/forms-f.js'] }),
      chunk('assets/forms-f.js'),
      chunk('assets/door-worker-w.js', { entry: '/app/apps/web/src/door/worker.ts' }),
    ].map((c) => [c.fileName, c]),
  ) as OutputBundle;
}

function run(files: OutputBundle) {
  const hook = compileHints().generateBundle as { handler: (o: unknown, b: OutputBundle) => void };
  hook.handler({}, files);
  return Object.values(files)
    .filter((file): file is OutputChunk => file.type === 'chunk')
    .filter((file) => file.code.startsWith(COMPILE_HINT))
    .map((file) => file.fileName)
    .sort();
}

describe('compileHints', () => {
  it("puts the hint first in the page's entry, its imports and its stages' files", () => {
    expect(startupFiles(bundle())).toEqual([
      'assets/index-e.js',
      'assets/start-s.js',
      'assets/start-react-r.js',
      'assets/mount-m.js',
    ]);
    expect(run(bundle())).toEqual([
      'assets/index-e.js',
      'assets/mount-m.js',
      'assets/start-react-r.js',
      'assets/start-s.js',
    ]);
  });

  it('leaves the pages loaded later and the other entries as they were', () => {
    const files = bundle();
    const page = (files['assets/seat-page-p.js'] as OutputChunk).code;
    run(files);
    expect((files['assets/seat-page-p.js'] as OutputChunk).code).toBe(page);
    expect((files['assets/door-worker-w.js'] as OutputChunk).code.startsWith('//')).toBe(false);
  });

  it('adds it once, and keeps the code after it', () => {
    const files = bundle();
    const before = (files['assets/start-s.js'] as OutputChunk).code;
    run(files);
    run(files);
    expect((files['assets/start-s.js'] as OutputChunk).code).toBe(COMPILE_HINT + before);
  });

  it('refuses a bundle without the page entry', () => {
    const files = bundle();
    delete files['assets/index-e.js'];
    expect(() => run(files)).toThrow('index.html has 0 entry chunks');
  });
});
