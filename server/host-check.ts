/**
 * The local server answers only to its own names. A page on another site can make a browser
 * send requests to 127.0.0.1 under a name of its own (DNS rebinding: `evil.example` resolving
 * to 127.0.0.1); such requests carry that name in `Host`, and are refused before anything is
 * read or written. Allowed: localhost, 127.0.0.1, [::1], and the names the person running the
 * server gives (`HOST`, when it is a name, and `ALLOWED_HOSTS`, comma-separated).
 */

/** Names the server always answers to (any port). */
export const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The host name of a `Host` header (`Localhost:4173` → `localhost`), or undefined. */
export function hostNameOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+?)\.?(?::\d{1,5})?$/i.exec(header.trim());
  return match?.[1]?.toLowerCase();
}

/** The names to answer to: the local ones plus `extra` (host names, any case, no port). */
export function allowedHostNames(extra: readonly string[] = []): Set<string> {
  const names = new Set<string>(LOCAL_HOST_NAMES);
  for (const name of extra) {
    const host = hostNameOf(name.includes(':') && !name.startsWith('[') ? `[${name}]` : name);
    // A wildcard address to listen on (0.0.0.0, ::) is no name anyone is reached by.
    if (host && host !== '0.0.0.0' && host !== '[::]') names.add(host);
  }
  return names;
}

/** Extra names from the environment of `npm start` / `npm run serve`. */
export function hostNamesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.HOST ?? '', ...(env.ALLOWED_HOSTS ?? '').split(',')]
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Whether a request's `Host` header names this server. */
export function isAllowedHost(header: string | undefined, allowed: ReadonlySet<string>): boolean {
  const host = hostNameOf(header);
  return host !== undefined && allowed.has(host);
}
