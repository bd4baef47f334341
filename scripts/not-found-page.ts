import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildStep } from './build-step';

/**
 * The page a static host serves for an unknown path: it sends the visitor to the home page
 * at once, without JavaScript (so it needs no script hash in the CSP).
 */
export function notFoundHtml(home: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${home}">
<title>Page not found</title>
<link rel="canonical" href="${home}">
</head>
<body>
<p>This page does not exist. Taking you to the <a href="${home}">home page</a>…</p>
</body>
</html>
`;
}

/** Build step: dist/404.html. */
export const writeNotFoundPage: BuildStep = ({ dist, base }) => {
  writeFileSync(path.join(dist, '404.html'), notFoundHtml(base));
};
