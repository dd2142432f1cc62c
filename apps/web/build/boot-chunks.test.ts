/** The start-up's files (build/boot-chunks.ts): which module goes to which file. */
import type { ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { bootChunks, bootGroups } from './boot-chunks';

/** A module graph like the app's: static imports, and the entry's stages as dynamic ones. */
const GRAPH: Record<string, { imports?: string[]; stages?: string[] }> = {
  '/src/main.tsx': {
    imports: ['/src/lib/layout-config.ts'],
    stages: [
      '/nm/react-router/index.mjs',
      '/nm/primereact/api.esm.js',
      '/nm/react-dom/client.js',
      '/src/app/mount.tsx',
    ],
  },
  '/src/lib/layout-config.ts': { imports: ['/nm/react/index.js'] },
  '/nm/react/index.js': {},
  '/nm/react-dom/client.js': { imports: ['/nm/react/index.js', '/nm/scheduler/index.js'] },
  '/nm/scheduler/index.js': {},
  '/nm/react-router/index.mjs': {
    imports: ['/nm/react/index.js', '/nm/react-dom/client.js', '/nm/cookie/index.js'],
  },
  '/nm/cookie/index.js': {},
  '/nm/primereact/api.esm.js': { imports: ['/nm/primereact/utils.esm.js'] },
  '/nm/primereact/utils.esm.js': {},
  '/src/app/mount.tsx': { imports: ['/nm/react-router/index.mjs', '/src/app/app.tsx'] },
  '/src/app/app.tsx': { imports: ['/nm/primereact/utils.esm.js'] },
};

const info = (id: string) =>
  GRAPH[id]
    ? ({
        id,
        importedIds: GRAPH[id].imports ?? [],
        dynamicallyImportedIds: GRAPH[id].stages ?? [],
      } as unknown as ModuleInfo)
    : null;

const CHUNKS = [
  { name: 'start-react', stages: /\/react-dom\/client\.js$/ },
  { name: 'start-router', stages: /\/react-router\// },
  { name: 'start-prime', stages: /\/primereact\// },
];

describe('bootGroups', () => {
  const groups = bootGroups('/src/main.tsx', info, CHUNKS);

  it('keeps what the entry imports in `start`, never in a stage’s file (React is not pulled into one)', () => {
    expect(groups.get('/src/lib/layout-config.ts')).toBe('start');
    expect(groups.get('/nm/react/index.js')).toBe('start');
    expect(groups.has('/src/main.tsx')).toBe(false);
  });

  it('puts each stage with what it imports in the first file that names it, whatever the source order', () => {
    expect(groups.get('/nm/react-dom/client.js')).toBe('start-react');
    expect(groups.get('/nm/scheduler/index.js')).toBe('start-react');
    // The router imports React DOM, which the earlier file already has.
    expect(groups.get('/nm/react-router/index.mjs')).toBe('start-router');
    expect(groups.get('/nm/cookie/index.js')).toBe('start-router');
    expect(groups.get('/nm/primereact/utils.esm.js')).toBe('start-prime');
  });

  it('leaves the app’s stage and what it alone needs to Rollup', () => {
    expect(groups.has('/src/app/mount.tsx')).toBe(false);
    expect(groups.has('/src/app/app.tsx')).toBe(false);
  });

  it('names nothing for a module that is not the entry of the build', () => {
    expect(bootGroups('/src/other.tsx', info, CHUNKS).size).toBe(0);
  });
});

describe('bootChunks', () => {
  const meta = { getModuleInfo: info } as unknown as Parameters<ReturnType<typeof bootChunks>>[1];

  it('answers each module its file', () => {
    const chunk = bootChunks('/src/main.tsx', CHUNKS);
    expect(chunk('/nm/react-dom/client.js', meta)).toBe('start-react');
    expect(chunk('/src/app/app.tsx', meta)).toBeUndefined();
  });

  it('fails the build when the start-up is not found, or a file gets no stage', () => {
    expect(() => bootChunks('/src/gone.tsx', CHUNKS)('/src/app/app.tsx', meta)).toThrow(
      '/src/gone.tsx is not a module of the build',
    );
    const unmatched = [...CHUNKS, { name: 'start-charts', stages: /\/chart\.js\// }];
    expect(() => bootChunks('/src/main.tsx', unmatched)('/src/app/app.tsx', meta)).toThrow(
      'no stage of /src/main.tsx for start-charts',
    );
  });
});
