/** The built page preloads every start-up stage's files, and nothing else (main.tsx). */
import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { stageFiles } from './boot-preload';

function chunk(fileName: string, p: { imports?: string[]; dynamicImports?: string[] } = {}) {
  return {
    type: 'chunk',
    fileName,
    imports: p.imports ?? [],
    dynamicImports: p.dynamicImports ?? [],
  } as unknown as OutputChunk;
}

/** The shape of the real build: the entry's stages share chunks, and pages come later. */
const ENTRY = chunk('assets/index-e.js', {
  imports: ['assets/react-r.js'],
  dynamicImports: ['assets/client-c.js', 'assets/router-r.js', 'assets/mount-m.js'],
});
const BUNDLE = Object.fromEntries(
  [
    ENTRY,
    chunk('assets/react-r.js'),
    chunk('assets/client-c.js', { imports: ['assets/react-r.js'] }),
    chunk('assets/router-r.js', { imports: ['assets/router-dev.js', 'assets/react-r.js'] }),
    chunk('assets/router-dev.js'),
    chunk('assets/mount-m.js', {
      imports: ['assets/router-r.js', 'assets/client-c.js', 'assets/prime-p.js'],
      dynamicImports: ['assets/sign-in-s.js'],
    }),
    chunk('assets/prime-p.js'),
    chunk('assets/sign-in-s.js', { imports: ['assets/forms-f.js'] }),
    chunk('assets/forms-f.js'),
  ].map((c) => [c.fileName, c]),
) as OutputBundle;

describe('stageFiles', () => {
  it('lists each stage after what it imports, once, without the entry or its static imports', () => {
    expect(stageFiles(BUNDLE, ENTRY)).toEqual([
      'assets/client-c.js',
      'assets/router-dev.js',
      'assets/router-r.js',
      'assets/prime-p.js',
      'assets/mount-m.js',
    ]);
  });

  it('leaves out the pages the app loads later', () => {
    expect(stageFiles(BUNDLE, ENTRY)).not.toContain('assets/sign-in-s.js');
    expect(stageFiles(BUNDLE, ENTRY)).not.toContain('assets/forms-f.js');
  });

  it('refuses a bundle that lacks a stage', () => {
    const broken = { ...BUNDLE };
    delete broken['assets/router-dev.js'];
    expect(() => stageFiles(broken, ENTRY)).toThrow('assets/router-dev.js is not in the bundle');
  });
});
