/**
 * Which routes `npm run bench` measures: every built route (the default), or the ones
 * BENCH_ROUTES names, comma-separated (`BENCH_ROUTES=/,/about-me`), for a quick look at a few
 * pages: a low-tier run of every route takes about ten minutes, of three routes about four.
 */
export function selectRoutes(all: readonly string[], setting: string | undefined): string[] {
  if (!setting?.trim()) return [...all];
  const wanted = setting
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  const unknown = wanted.filter((route) => !all.includes(route));
  if (unknown.length)
    throw new Error(
      `BENCH_ROUTES names ${unknown.join(', ')}, which the build does not have; its routes are ${all.join(', ')}`,
    );
  // In the site's order, each once.
  return all.filter((route) => wanted.includes(route));
}
