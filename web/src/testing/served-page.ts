import indexHtml from '../../index.html?raw';

/** index.html as the server sends it with a page painted in (server/src/plugins/visitor-pages.ts), its scripts not run. */
export function servedPage(pathname: string, html: string): Document {
  const served = indexHtml.replace('<template id="visitor-page"></template>', `<template id="visitor-page" data-path="${pathname}">${html}</template>`);
  return new DOMParser().parseFromString(served, 'text/html');
}

/** Puts the page's body in the document and runs index.html's inline script, as the browser does while it reads the page. */
export function runInlineScript(page: Document): void {
  const inline = [...page.querySelectorAll('script:not([src])')].map((script) => script.textContent).join('\n');
  document.body.replaceChildren(...page.body.childNodes);
  new Function(inline)();
}
