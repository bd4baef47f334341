/**
 * The `_headers` file format shared by Netlify and Cloudflare Pages: a path pattern on its own
 * line, then indented `Name: value` lines. The build writes it; the `npm start` server reads it
 * back, so the local server and the hosts send the same headers.
 *
 * Patterns are an exact path or a prefix ending in `*` (e.g. `/*`, `/assets/*`). A header name
 * that two matching rules give is joined with a comma, as the hosts do: the build relies on that
 * only for the Content-Security-Policy of SVG files (two policies, both enforced).
 */

export interface HeaderRule {
  /** `/experiences`, `/assets/*`, `/*`. */
  path: string;
  headers: Record<string, string>;
}

/** Writes rules in the `_headers` format, with comment lines on top. */
export function formatHeadersFile(rules: readonly HeaderRule[], comments: string[] = []): string {
  const lines = comments.map((comment) => `# ${comment}`);
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a `_headers` file (comments and blank lines are skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const current = rules.at(-1);
    if (/^\s/.test(line)) {
      const colon = line.indexOf(':');
      if (!current || colon < 0) throw new Error(`_headers: unexpected line "${line.trim()}"`);
      current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    } else {
      rules.push({ path: line.trim(), headers: {} });
    }
  }
  return rules;
}

/** True when a URL path matches a rule's pattern. */
export function pathMatches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/** All headers the rules give a URL path; a name given twice is joined with ', ', as by the hosts. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      result[name] = result[name] === undefined ? value : `${result[name]}, ${value}`;
    }
  }
  return result;
}
