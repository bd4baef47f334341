import { tabPanelId } from '../Tabs/Tabs';

/**
 * Script text that sets `h` to true when the address opens a tab that is not the selected one
 * (`#other-tab` or `#other-tab&project`: a tab whose panel id ends in `-panel-` and that name,
 * see `tabPanelId`). The tabs come before the panels in the page, so they are there when it runs.
 */
function otherTabTest(): string {
  const suffix = JSON.stringify(tabPanelId('', ''));
  return `var s,h=!1;try{s=${suffix}+decodeURIComponent(location.hash.slice(1)).split("&")[0]}catch(x){}document.querySelectorAll('[role="tab"][aria-selected="false"]').forEach(function(b){var c=b.getAttribute("aria-controls")||"";if(s&&c.slice(-s.length)===s)h=!0});`;
}

/**
 * The script right after an owner's device picture on the open tab in the prerendered page. The
 * picture is written `loading="lazy"`, so the browser's preload scanner does not fetch it before
 * this has run; it runs before the first paint and reads the address. When it opens another tab
 * (which the page switches to once it has hydrated) the picture stays hidden and is never
 * fetched; otherwise it loads at once (on a phone it is most of the first view). After hydration
 * the Projects page draws its showcase anew, so what the script did does not outlive it.
 */
export function firstViewPictureScript(): string {
  return `(function(e){var i=e.tagName==="IMG"?e:e.querySelector("img");${otherTabTest()}if(h)i.hidden=!0;else i.loading="eager"})(document.currentScript.previousElementSibling)`;
}

/**
 * The script at the start of the open tab's list of projects in the prerendered page: when the
 * address opens another tab it marks the list (`data-other-tab`), whose pictures CSS then keeps
 * out of the layout, so their lazy loading never starts. It runs before any of the list's
 * pictures is parsed: a script after them could come too late, once a layout had already
 * started their loading (seen on a busy machine).
 */
export function otherTabListScript(): string {
  return `(function(e){${otherTabTest()}if(h)e.setAttribute("data-other-tab","")})(document.currentScript.parentElement)`;
}

/**
 * The script right after the first picture of the open tab's list of projects in the prerendered
 * page (on a phone that picture is the largest paint). The picture is written `loading="lazy"`, so
 * the preload scanner does not fetch it before the list's own script (otherTabListScript) has read
 * the address; this one, run as soon as the picture is parsed, loads it at once unless that script
 * marked the list as another tab's. A lazy picture waits for the first layout, after the page's
 * parsing (Lighthouse's simulated LCP did not move with this: it starts every request the parser
 * finds after the whole document).
 */
export function firstListPictureScript(): string {
  return `(function(e){var i=e&&e.querySelector("img");if(i&&!i.closest("[data-other-tab]"))i.loading="eager"})(document.currentScript.previousElementSibling)`;
}
