import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isLang } from '../src/i18n/languages';
import type { BuildStep } from './build-step';

/**
 * The page a static host serves for an unknown path: it sends the visitor to the home page
 * at once, without JavaScript. A site in several languages also gets a one-line script that
 * sends an unknown path under a language's prefix to that language's home (`/tr/x` → `/tr/`);
 * the build hashes it into the CSP like every inline script of dist/.
 */
export function notFoundHtml(home: string, languageHomes: readonly string[] = []): string {
  const script =
    languageHomes.length > 0
      ? `<script>(function(){var p=location.pathname,h=${JSON.stringify(languageHomes)};for(var i=0;i<h.length;i++)if(p.indexOf(h[i])===0){location.replace(h[i]);return;}})();</script>\n`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${script}<meta http-equiv="refresh" content="0; url=${home}">
<title>Page not found</title>
<link rel="canonical" href="${home}">
</head>
<body>
<p>This page does not exist. Taking you to the <a href="${home}">home page</a>…</p>
</body>
</html>
`;
}

/** The homes of the site's other languages in dist/ (`/tr/`), under the base path. */
export function languageHomes(dist: string, base: string): string[] {
  return readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isLang(entry.name))
    .filter((entry) => existsSync(path.join(dist, entry.name, 'index.html')))
    .map((entry) => `${base}${entry.name}/`)
    .sort();
}

export const writeNotFoundPage: BuildStep = ({ dist, base }) => {
  writeFileSync(path.join(dist, '404.html'), notFoundHtml(base, languageHomes(dist, base)));
};
