import {
  applyThemeChoice,
  currentThemeChoice,
  setThemeChoice,
  subscribeToThemeChoice,
  THEME_CHOICES,
  THEME_SCRIPT,
  THEME_STORAGE_KEY,
  THEME_SWITCH_ATTRIBUTE,
  toThemeChoice,
} from './theme';

const root = document.documentElement;

function addThemeColorMetas() {
  for (const scheme of ['light', 'dark']) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = scheme === 'light' ? '#ffffff' : '#000000';
    meta.media = `(prefers-color-scheme: ${scheme})`;
    meta.dataset.scheme = scheme;
    document.head.append(meta);
  }
}

function metaMedia(): Record<string, string | null> {
  const metas = [...document.querySelectorAll('meta[name="theme-color"]')];
  return Object.fromEntries(
    metas.map((m) => [m.getAttribute('data-scheme'), m.getAttribute('media')]),
  );
}

/** Runs the pre-paint script as the browser does: as classic script text, on its own. */
function runThemeScript() {
  new Function(THEME_SCRIPT)();
}

function blockStorage() {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
}

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
  document.head.innerHTML = '';
  addThemeColorMetas();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toThemeChoice', () => {
  it('accepts light and dark and reads anything else as System', () => {
    expect(toThemeChoice('light')).toBe('light');
    expect(toThemeChoice('dark')).toBe('dark');
    for (const garbage of [null, undefined, '', 'DARK', 'system', '{"x":1}']) {
      expect(toThemeChoice(garbage)).toBe('system');
    }
  });
});

describe('applyThemeChoice', () => {
  it('forces a scheme on <html> and points the browser bar colour at it', () => {
    applyThemeChoice('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(currentThemeChoice()).toBe('dark');
    expect(metaMedia()).toEqual({ light: 'not all', dark: 'all' });

    applyThemeChoice('light');
    expect(root.dataset.theme).toBe('light');
    expect(metaMedia()).toEqual({ light: 'all', dark: 'not all' });
  });

  it('System removes the forced scheme and lets each colour follow the visitor setting', () => {
    applyThemeChoice('dark');
    applyThemeChoice('system');
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(currentThemeChoice()).toBe('system');
    expect(metaMedia()).toEqual({
      light: '(prefers-color-scheme: light)',
      dark: '(prefers-color-scheme: dark)',
    });
  });
});

describe('the pre-paint script', () => {
  /** The document's theme state: what the script and applyThemeChoice must agree on. */
  const documentState = () => ({ theme: root.getAttribute('data-theme'), media: metaMedia() });

  it('leaves the same document as applyThemeChoice for every remembered value', () => {
    for (const stored of ['light', 'dark', null, 'purple', '']) {
      applyThemeChoice('system');
      applyThemeChoice(toThemeChoice(stored));
      const expected = documentState();

      applyThemeChoice('system');
      if (stored === null) localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, stored);
      runThemeScript();
      expect(documentState(), `stored ${stored}`).toEqual(expected);
    }
  });

  it('applies a remembered Dark on its own (no imports, nothing from the bundle)', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runThemeScript();
    expect(root.dataset.theme).toBe('dark');
    expect(metaMedia()).toEqual({ light: 'not all', dark: 'all' });
  });

  it('means System, without an error, when storage is blocked', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    blockStorage();
    expect(runThemeScript).not.toThrow();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});

describe('setThemeChoice', () => {
  it('applies and remembers a choice; System forgets it', () => {
    setThemeChoice('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    setThemeChoice('system');
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('still switches for the visit when storage is blocked', () => {
    blockStorage();
    expect(() => setThemeChoice('light')).not.toThrow();
    expect(currentThemeChoice()).toBe('light');
  });
});

describe('subscribeToThemeChoice', () => {
  it('reports changes of the document and follows a choice made in another tab', async () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToThemeChoice(onChange);
    setThemeChoice('dark');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());

    window.dispatchEvent(
      new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }),
    );
    expect(currentThemeChoice()).toBe('light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: null }));
    expect(currentThemeChoice()).toBe('system');

    unsubscribe();
    onChange.mockClear();
    applyThemeChoice('dark');
    window.dispatchEvent(
      new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }),
    );
    await Promise.resolve();
    expect(onChange).not.toHaveBeenCalled();
    expect(currentThemeChoice()).toBe('dark');
  });
});

describe('a choice made on the switch before the page has hydrated (THEME_SCRIPT)', () => {
  let form: HTMLFormElement;

  /** Radio buttons as the switch draws them (ThemeSwitch), in a group marked for the script. */
  function addRadios(marked: boolean): Record<string, HTMLInputElement> {
    const fieldset = document.createElement('fieldset');
    if (marked) fieldset.setAttribute(THEME_SWITCH_ATTRIBUTE, '');
    const radios = Object.fromEntries(
      THEME_CHOICES.map((choice) => {
        const input = document.createElement('input');
        input.type = 'radio';
        input.name = marked ? 'theme' : 'other';
        input.value = choice;
        fieldset.append(input);
        return [choice, input];
      }),
    );
    form.append(fieldset);
    return radios;
  }

  /** The document and storage a choice leaves: what `setThemeChoice` leaves is the reference. */
  const state = () => ({
    theme: root.getAttribute('data-theme'),
    metas: metaMedia(),
    stored: localStorage.getItem(THEME_STORAGE_KEY),
  });

  beforeAll(() => runThemeScript());

  beforeEach(() => {
    form = document.createElement('form');
    document.body.append(form);
  });

  afterEach(() => {
    form.remove();
    delete root.dataset.hydrated;
  });

  it('applies and remembers each choice at once, exactly as the switch does after hydration', () => {
    const radios = addRadios(true);
    for (const choice of ['dark', 'light', 'system', 'dark'] as const) {
      radios[choice]?.click();
      const byScript = state();
      root.removeAttribute('data-theme');
      localStorage.clear();
      setThemeChoice(choice);
      expect(byScript, choice).toEqual(state());
    }
  });

  it('leaves the choice to the switch once the page has hydrated', () => {
    const radios = addRadios(true);
    root.dataset.hydrated = 'true';
    radios.dark?.click();
    expect(state()).toMatchObject({ theme: null, stored: null });
  });

  it('ignores radio buttons that are not the theme switch', () => {
    const radios = addRadios(false);
    radios.dark?.click();
    expect(state()).toMatchObject({ theme: null, stored: null });
  });

  it('still applies the choice for the visit when storage is blocked', () => {
    const radios = addRadios(true);
    blockStorage();
    radios.dark?.click();
    expect(root.getAttribute('data-theme')).toBe('dark');
  });
});
