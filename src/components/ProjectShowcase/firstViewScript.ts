import { tabPanelId } from '../Tabs/Tabs';

/**
 * The script right after a part of the open tab's first view in the prerendered page (an
 * owner's device picture, the list of projects). Its pictures are written `loading="lazy"`, so
 * the browser's preload scanner does not fetch them before this has run; it runs before the
 * first paint and reads the address. When the hash opens a tab that is not the selected one
 * (`#other-tab` or `#other-tab&project`: a tab whose panel id ends in `-panel-` and that name,
 * see `tabPanelId`), the page switches to it once it has hydrated, so the pictures stay hidden
 * and are never fetched. Otherwise, with `eager`, they load at once (a device picture is most of
 * a phone's first view); without it they stay lazy. The tabs come before the panels in the
 * page, so they are there when it runs. After hydration the Projects page draws its showcase
 * anew, so what the script did does not outlive it.
 */
export function firstViewPicturesScript({ eager }: { eager: boolean }): string {
  const suffix = JSON.stringify(tabPanelId('', ''));
  return `(function(e,l){var i=e.tagName==="IMG"?[e]:e.querySelectorAll("img"),s,h=!1,k;try{s=${suffix}+decodeURIComponent(location.hash.slice(1)).split("&")[0]}catch(x){}document.querySelectorAll('[role="tab"][aria-selected="false"]').forEach(function(b){var c=b.getAttribute("aria-controls")||"";if(s&&c.slice(-s.length)===s)h=!0});for(k=0;k<i.length;k++){if(h)i[k].hidden=!0;else if(l)i[k].loading="eager"}})(document.currentScript.previousElementSibling,${eager})`;
}
