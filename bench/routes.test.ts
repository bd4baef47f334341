// @vitest-environment node
import { selectRoutes } from './routes';

const BUILT = ['/', '/experiences', '/projects', '/about-me', '/tr/', '/tr/about-me'];

describe('bench routes', () => {
  it('measures every built route unless BENCH_ROUTES names some', () => {
    expect(selectRoutes(BUILT, undefined)).toEqual(BUILT);
    expect(selectRoutes(BUILT, ' ')).toEqual(BUILT);
  });

  it('measures the named routes once each, in the site’s order', () => {
    expect(selectRoutes(BUILT, '/tr/about-me, /, /tr/about-me')).toEqual(['/', '/tr/about-me']);
  });

  it('names a route the build does not have, and lists the ones it has', () => {
    expect(() => selectRoutes(BUILT, '/,/about')).toThrow(
      'BENCH_ROUTES names /about, which the build does not have; its routes are /, /experiences, /projects, /about-me, /tr/, /tr/about-me',
    );
  });
});
