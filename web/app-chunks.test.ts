import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appChunkGroup, appChunkPreload, chunkGraphFiles, frameworkChunkGroup } from './app-chunks.ts';

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

describe('frameworkChunkGroup', () => {
  const imports: Record<string, string[]> = {
    '/web/src/main.ts': ['/web/src/app/page-preload.ts'],
    '/web/src/app/start.tsx': ['/node_modules/react-redux/dist/react-redux.mjs'],
    '/node_modules/react-redux/dist/react-redux.mjs': ['/node_modules/use-sync-external-store/with-selector.js'],
    '/web/src/features/admin/reports/report-chart.tsx': ['/node_modules/recharts/es6/index.js'],
    '/node_modules/recharts/es6/index.js': [
      '/node_modules/use-sync-external-store/shim/with-selector.js',
      '/node_modules/recharts/node_modules/reselect/dist/reselect.mjs',
    ],
  };
  const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };
  const packages = /[\\/]node_modules[\\/](react-redux|reselect|use-sync-external-store)[\\/]/;
  const group = frameworkChunkGroup('/web', { entry: 'src/main.ts', app: 'src/app/start.tsx' }, packages);

  it('takes the modules of its packages that starting the app needs', () => {
    for (const id of ['/node_modules/react-redux/dist/react-redux.mjs', '/node_modules/use-sync-external-store/with-selector.js']) {
      expect(group.name(id, graph), id).toBe('framework');
    }
  });

  it('leaves what only a lazy chunk takes from its packages, nested copies included, to that chunk', () => {
    for (const id of [
      '/node_modules/use-sync-external-store/shim/with-selector.js',
      '/node_modules/recharts/node_modules/reselect/dist/reselect.mjs',
    ]) {
      expect(packages.test(id), id).toBe(true);
      expect(group.name(id, graph), id).toBeNull();
    }
  });
});

describe('appChunkPreload', () => {
  const bundle = {
    'assets/index.js': { ...chunk('assets/index.js', ['/web/src/main.ts'], []), isEntry: true },
    'assets/app.js': chunk('assets/app.js', ['/web/src/app/start.tsx'], ['assets/framework.js', 'assets/index.js']),
    'assets/framework.js': chunk('assets/framework.js', ['/node_modules/react/index.js'], []),
    'assets/page.js': chunk('assets/page.js', ['/web/src/page.tsx'], ['assets/framework.js', 'assets/form.js']),
    'assets/form.js': chunk('assets/form.js', ['/web/src/form.tsx'], ['assets/framework.js']),
  } as unknown as Rollup.OutputBundle;

  /** The preload list Vite writes for a lazy import of `file`, once the plugin has seen the bundle. */
  function preloadList(file: string, deps: string[], hostType: 'js' | 'html' = 'js'): string[] {
    const plugin = appChunkPreload('src/app/start.tsx') as unknown as {
      config: () => { build: { modulePreload: { resolveDependencies: (...args: unknown[]) => string[] } } };
      configResolved: (config: { root: string; base: string }) => void;
      generateBundle: { handler: (options: unknown, bundle: Rollup.OutputBundle) => void };
    };
    const { resolveDependencies } = plugin.config().build.modulePreload;
    plugin.configResolved({ root: '/web', base: '/' });
    plugin.generateBundle.handler({}, bundle);
    return resolveDependencies(file, deps, { hostId: 'assets/index.js', hostType });
  }

  it('leaves out of each lazy import the chunks index.html loads already', () => {
    expect(preloadList('assets/page.js', ['assets/page.js', 'assets/framework.js', 'assets/form.js', 'assets/app.js', 'assets/index.js'])).toEqual([
      'assets/page.js',
      'assets/form.js',
    ]);
  });

  it("keeps index.html's own list as Vite makes it", () => {
    expect(preloadList('assets/index.js', ['assets/framework.js'], 'html')).toEqual(['assets/framework.js']);
  });
});
