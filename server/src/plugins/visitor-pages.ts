import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type AppConfig, type VersionInfo, VISITOR_PAGE_SLOT, type VisitorPageRenderer, withVisitorPage } from '@venue-pass/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type PreparedJson, strongEtag } from '../http/prepared-json.ts';

export interface VisitorPagesOptions {
  /** The web's server-side bundle (web/dist-ssr/visitor-pages.js). */
  rendererFile: string;
  /** What /config/config.json and /version.json answer: the pages are rendered with them. */
  site: { config: AppConfig; version: VersionInfo | null };
}

export interface VisitorPages {
  /** index.html with the page at `pathname` in it, or null for a page not rendered here. */
  answer(pathname: string): Promise<PreparedJson | null>;
  /** Renders every page ahead of the first visitor. */
  warm(): Promise<void>;
}

/**
 * The pages a visitor opens first, sent painted (docs/decisions/089): the web's server-side bundle renders
 * each once per process, with this deployment's configuration, into index.html's slot; the answer is kept
 * with its gzip form. Without the bundle, or for a page it fails to render (logged), the answer is null and
 * index.html goes out as built: the app then draws the page itself, as it does every other.
 */
export function visitorPages(indexHtml: string, { rendererFile, site }: VisitorPagesOptions, log: FastifyBaseLogger): VisitorPages {
  const available = existsSync(rendererFile) && indexHtml.includes(VISITOR_PAGE_SLOT);
  let renderer: Promise<VisitorPageRenderer | null> | undefined;
  const answers = new Map<string, Promise<PreparedJson | null>>();

  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(rendererFile).href).then(
      (module: { default: VisitorPageRenderer }) => module.default,
      (error: unknown) => {
        log.error({ err: error, rendererFile }, 'could not load the visitor pages renderer: the app draws those pages itself');
        return null;
      },
    ));

  async function render(pages: VisitorPageRenderer, pathname: string): Promise<PreparedJson | null> {
    try {
      const html = await pages.renderVisitorPage(pathname, site);
      const body = withVisitorPage(indexHtml, pathname, html);
      return { body, etag: `W/${strongEtag(body)}`, gzip: gzipSync(body), type: 'text/html; charset=utf-8' };
    } catch (error) {
      log.error({ err: error, pathname }, 'could not render a visitor page: the app draws it itself');
      return null;
    }
  }

  async function answer(pathname: string): Promise<PreparedJson | null> {
    const pages = available ? await loadRenderer() : null;
    // Only the renderer's own pages are kept, so any other address costs nothing.
    if (!pages?.visitorPages.includes(pathname)) return null;
    let page = answers.get(pathname);
    if (!page) {
      page = render(pages, pathname);
      answers.set(pathname, page);
    }
    return page;
  }

  return {
    answer,
    async warm() {
      const pages = available ? await loadRenderer() : null;
      await Promise.all((pages?.visitorPages ?? []).map(answer));
    },
  };
}
