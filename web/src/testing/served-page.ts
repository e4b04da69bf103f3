import { withVisitorPage } from '@venue-pass/contracts';
import indexHtml from '../../index.html?raw';

/** index.html as the server sends it with a page painted in (server/src/plugins/visitor-pages.ts), its scripts not run. */
export function servedPage(pathname: string, html: string): Document {
  return new DOMParser().parseFromString(withVisitorPage(indexHtml, pathname, html), 'text/html');
}

/** Puts the page's body in the document and runs index.html's inline script, as the browser does while it reads the page. */
export function runInlineScript(page: Document): void {
  const inline = [...page.querySelectorAll('script:not([src])')].map((script) => script.textContent).join('\n');
  document.body.replaceChildren(...page.body.childNodes);
  new Function(inline)();
}
