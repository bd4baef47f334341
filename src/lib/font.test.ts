import { FONT_READY, FONT_SCRIPT, FONT_STORAGE_KEY, loadTypeface } from './font';

const runScript = () => new Function(FONT_SCRIPT)();

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-font');
});

describe('the typeface pre-paint script', () => {
  it('starts a page in the typeface once a page has loaded it', () => {
    window.localStorage.setItem(FONT_STORAGE_KEY, FONT_READY);
    runScript();
    expect(document.documentElement).toHaveAttribute('data-font', FONT_READY);
  });

  it('leaves a first visit (or any other stored value) in the fallback face', () => {
    runScript();
    expect(document.documentElement).not.toHaveAttribute('data-font');
    window.localStorage.setItem(FONT_STORAGE_KEY, 'garbage');
    runScript();
    expect(document.documentElement).not.toHaveAttribute('data-font');
  });
});

describe('loadTypeface', () => {
  it('remembers the typeface once it has loaded, and not when nothing loaded', async () => {
    const load = vi.fn().mockResolvedValueOnce([]).mockResolvedValueOnce([{}]);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    expect(await loadTypeface()).toBe(false);
    expect(window.localStorage.getItem(FONT_STORAGE_KEY)).toBeNull();
    expect(await loadTypeface()).toBe(true);
    expect(window.localStorage.getItem(FONT_STORAGE_KEY)).toBe(FONT_READY);
  });
});
