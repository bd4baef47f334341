import { CONSENT_STORAGE_KEY, createConsentStore, NOT_ASKING, storedChoice } from './consent';

beforeEach(() => {
  localStorage.clear();
});

describe('storedChoice', () => {
  it('reads the answer given for these settings only, and tolerates anything else stored', () => {
    const store = (value: string) => localStorage.setItem(CONSENT_STORAGE_KEY, value);
    store(JSON.stringify({ choice: 'granted', settings: 'G-A' }));
    expect(storedChoice(localStorage, 'G-A')).toBe('granted');
    expect(storedChoice(localStorage, 'G-B')).toBeUndefined();
    for (const garbage of ['yes', 'null', '[]', '{"choice":"maybe","settings":"G-A"}']) {
      store(garbage);
      expect(storedChoice(localStorage, 'G-A')).toBeUndefined();
    }
  });
});

describe('createConsentStore', () => {
  it('opens the prompt until an answer is kept, then only when asked to', () => {
    const store = createConsentStore({ settings: 'G-A', optedOut: false, storage: localStorage });
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    expect(store.getSnapshot()).toEqual({ choice: undefined, canAsk: true, isPromptOpen: true });
    store.choose('denied');
    store.openPrompt();
    store.choose('granted');
    expect(seen).toEqual([
      { choice: 'denied', canAsk: true, isPromptOpen: false },
      { choice: 'denied', canAsk: true, isPromptOpen: true },
      { choice: 'granted', canAsk: true, isPromptOpen: false },
    ]);
    const again = createConsentStore({ settings: 'G-A', optedOut: false, storage: localStorage });
    expect(again.getSnapshot()).toEqual({ choice: 'granted', canAsk: true, isPromptOpen: false });
  });

  it('never asks a visitor who opted out or whose storage is blocked, and keeps nothing', () => {
    for (const options of [
      { optedOut: true, storage: localStorage },
      { optedOut: false, storage: undefined },
    ]) {
      const store = createConsentStore({ settings: 'G-A', ...options });
      store.openPrompt();
      store.choose('granted');
      expect(store.getSnapshot()).toBe(NOT_ASKING);
    }
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });
});
