import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appChunkGroup, chunkGraphFiles } from './app-chunks.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[]) =>
  ({ type: 'chunk', fileName, moduleIds, imports }) as unknown as Rollup.OutputChunk;

describe('chunkGraphFiles', () => {
  const bundle = {
    'app.js': chunk('app.js', ['/web/src/app/start.tsx', '/web/src/app/router.tsx'], ['framework.js', 'runtime.js']),
    'framework.js': chunk('framework.js', ['/node_modules/react/index.js'], ['runtime.js']),
    'runtime.js': chunk('runtime.js', ['\0runtime'], []),
    'page.js': chunk('page.js', ['/web/src/page.tsx'], ['framework.js']),
    'index.css': { type: 'asset', fileName: 'index.css' },
  } as unknown as Rollup.OutputBundle;

  it("lists the chunk holding the module, then what it imports statically, each once", () => {
    expect(chunkGraphFiles(bundle, '/web/src/app/start.tsx')).toEqual(['app.js', 'framework.js', 'runtime.js']);
  });

  it('fails the build when no chunk holds the module', () => {
    expect(() => chunkGraphFiles(bundle, '/web/src/app/gone.tsx')).toThrow('no chunk of the build starts at /web/src/app/gone.tsx');
  });
});

describe('appChunkGroup', () => {
  const imports: Record<string, string[]> = {
    '/web/src/main.ts': ['/web/src/app/page-preload.ts'],
    '/web/src/app/page-preload.ts': ['/web/src/app/route-table.ts'],
    '/web/src/app/start.tsx': ['/web/src/app/router.tsx', '/web/src/app/store.ts'],
    '/web/src/app/router.tsx': ['/web/src/app/route-table.ts', '/web/src/app/routes/home.tsx'],
    '/web/src/app/routes/home.tsx': ['/web/src/app/store.ts'],
  };
  const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };
  const group = appChunkGroup('/web', { entry: 'src/main.ts', app: 'src/app/start.tsx' });

  it('takes every module the app needs statically', () => {
    for (const id of ['/web/src/app/start.tsx', '/web/src/app/router.tsx', '/web/src/app/routes/home.tsx', '/web/src/app/store.ts']) {
      expect(group.name(id, graph), id).toBe('app');
    }
  });

  it('leaves what the entry needs to the entry, and lazy code to its own chunks', () => {
    for (const id of ['/web/src/main.ts', '/web/src/app/page-preload.ts', '/web/src/app/route-table.ts', '/web/src/features/offers/page.tsx']) {
      expect(group.name(id, graph), id).toBeNull();
    }
  });
});
