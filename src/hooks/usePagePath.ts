import { useLocation } from 'react-router';

/**
 * The current page's path as the route table writes it (`/projects`, never `/projects/`).
 * React Router 8 prerenders each page at its folder's address (`/projects/`, the page is written
 * to `projects/index.html`) while visitors open `/projects`. Whatever is drawn from the path reads
 * it here, so the prerendered HTML and the hydrated page agree (React keeps the prerendered
 * attributes, so a current-page mark computed differently in the browser would never show).
 */
export function usePagePath(): string {
  return pagePath(useLocation().pathname);
}

/** `pathname` without trailing slashes; `/` stays `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}
