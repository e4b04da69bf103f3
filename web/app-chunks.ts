import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** The part of Rolldown's chunking context this file reads. */
interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/** `from` and every module it reaches through static imports. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (!reached.has(id)) {
      reached.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return reached;
}

/** The entry's module and the app's, as paths relative to the web root. */
export interface Startup {
  entry: string;
  app: string;
}

/** Every module the entry or the app reaches through static imports: what starting the app runs. */
function startupClosure(graph: ModuleGraph, root: string, { entry, app }: Startup): Set<string> {
  return new Set([...staticClosure(graph, path.resolve(root, entry)), ...staticClosure(graph, path.resolve(root, app))]);
}

/**
 * The Rolldown chunk group of the framework, long cached as it changes rarely: the modules of
 * `packages` (React, React Router, Redux Toolkit...) that starting the app needs. What only a lazy
 * chunk takes from those packages stays with that chunk, so that a page outside the member's journey
 * does not grow the first screen: recharts, on the console's reports page, brings
 * use-sync-external-store's shim and a nested copy of reselect.
 */
export function frameworkChunkGroup(root: string, startup: Startup, packages: RegExp) {
  let needed: Set<string> | undefined;
  return {
    debugName: 'framework',
    // Above the app's group, which would otherwise take the framework modules the app imports.
    priority: 1,
    test: packages,
    name: (moduleId: string, graph: ModuleGraph): string | null => {
      needed ??= startupClosure(graph, root, startup);
      return needed.has(moduleId) ? 'framework' : null;
    },
  };
}

/**
 * A Rolldown chunk group for the app: every module the app module (src/app/start.tsx) needs
 * statically, except what the entry (src/main.ts) itself needs, goes into one `app` chunk.
 * Without it the modules the app shares with lazy pages, which the entry may load first, are split
 * into a dozen small chunks, each a request of its own on the first screen.
 */
export function appChunkGroup(root: string, { entry, app }: Startup) {
  let members: Set<string> | undefined;
  return {
    debugName: 'app',
    // The app's dependencies that the entry needs stay with the entry rather than being pulled in.
    includeDependenciesRecursively: false,
    name: (moduleId: string, graph: ModuleGraph): string | null => {
      if (!members) {
        const needed = staticClosure(graph, path.resolve(root, app));
        const entryNeeds = staticClosure(graph, path.resolve(root, entry));
        members = new Set([...needed].filter((id) => !entryNeeds.has(id)));
      }
      return members.has(moduleId) ? 'app' : null;
    },
  };
}

/** The file of the chunk holding module `start`, followed by every chunk it imports statically, each once. */
export function chunkGraphFiles(bundle: Rollup.OutputBundle, start: string): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const first = chunks.find((chunk) => chunk.moduleIds.includes(start));
  if (!first) {
    throw new Error(`no chunk of the build starts at ${start}`);
  }
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) {
      return;
    }
    files.push(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  visit(first.fileName);
  return files;
}

/** The chunks index.html loads: the entry's, the app's and every chunk the app's imports statically. */
function indexHtmlChunks(bundle: Rollup.OutputBundle, app: string): Set<string> {
  const entries = Object.values(bundle).filter((output) => output.type === 'chunk' && output.isEntry);
  return new Set([...entries.map((entry) => entry.fileName), ...chunkGraphFiles(bundle, app)]);
}

/**
 * The entry (src/main.ts) loads the app with a dynamic import, so that it runs before the framework
 * has arrived and can start the opened page's code early. Vite preloads only an entry's static
 * imports; this adds `<link rel="modulepreload">` for the app's chunk and everything it imports, so
 * the framework still downloads while index.html is parsed. `npm run bench:bundle` counts them.
 *
 * Those chunks are loaded before any lazy import can run, so it also drops them from the list of
 * chunks Vite preloads with each lazy import: the entry holds the lists of every page, and the
 * framework, the app and the runtime in each of them were 0.1 KB gzipped of the first screen.
 */
export function appChunkPreload(app: string): Plugin {
  let root = '';
  let base = '/';
  let loadedByIndexHtml = new Set<string>();
  return {
    name: 'venue-pass:app-chunk-preload',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'js' ? deps.filter((dep) => !loadedByIndexHtml.has(dep)) : deps,
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    // Vite writes the lazy imports' preload lists when the bundle is generated; this runs first.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedByIndexHtml = indexHtmlChunks(bundle, path.resolve(root, app));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) {
          return [];
        }
        return chunkGraphFiles(bundle, path.resolve(root, app))
          .map((file) => `${base}${file}`)
          .filter((href) => !html.includes(`"${href}"`))
          .map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' }));
      },
    },
  };
}
