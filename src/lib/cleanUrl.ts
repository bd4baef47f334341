/**
 * A page opened at its `…/index.html` address (a static host such as GitHub Pages serves the
 * file there; so would any host) is the same prerendered page, but the router knows it only by
 * its clean address: it would match the catch-all instead, fail hydration (React's #418) and
 * send the visitor home. This script runs first in <head>, before any module script, and
 * gives the address bar the clean address (`/experiences/index.html?x#y` → `/experiences?x#y`,
 * `/index.html` → `/`) with `history.replaceState`: no reload, no request, and the router
 * then hydrates the page it prerendered. The build allows it through the CSP by its hash.
 */
export function cleanUrlScript(basePath: string): string {
  const base = JSON.stringify(basePath);
  return `(function(){var m=/^(.*\\/)index\\.html$/.exec(location.pathname);if(!m)return;var p=m[1];if(p!==${base}&&p.length>1)p=p.slice(0,-1);history.replaceState(history.state,'',p+location.search+location.hash);})();`;
}
