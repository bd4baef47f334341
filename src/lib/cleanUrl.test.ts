import { cleanUrlScript } from './cleanUrl';

/** Runs the script at `address` (jsdom) and returns the address it leaves. */
function after(address: string, base = '/'): string {
  window.history.replaceState(null, '', address);
  new Function(cleanUrlScript(base))();
  return `${location.pathname}${location.search}${location.hash}`;
}

describe('the clean-address script', () => {
  it('gives a page opened at …/index.html its own address, keeping query and hash', () => {
    expect(after('/index.html')).toBe('/');
    expect(after('/experiences/index.html')).toBe('/experiences');
    expect(after('/projects/index.html?ref=cv#mobile-apps&x')).toBe(
      '/projects?ref=cv#mobile-apps&x',
    );
    expect(after('/portfolio/index.html', '/portfolio/')).toBe('/portfolio/');
    expect(after('/portfolio/about-me/index.html', '/portfolio/')).toBe('/portfolio/about-me');
  });

  it('leaves every other address alone', () => {
    for (const address of ['/', '/experiences', '/about-me/', '/notindex.html', '/x/index.htm'])
      expect(after(address)).toBe(address);
  });
});
