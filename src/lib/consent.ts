/**
 * The visitor's answer to the analytics prompt, kept on the device, and whether the prompt is
 * open. Only a provider that sets cookies asks (src/lib/analytics.ts decides, and acts on the
 * answer); this module knows no vendor.
 *
 * - The answer is stored with the owner's settings it was given for: when they change (another
 *   measurement id), the visitor is asked again; otherwise never.
 * - Where the browser blocks storage the answer could not be kept, so the visitor is not asked
 *   (a prompt on every page would nag) and nothing is measured.
 * - A visitor who sends Do Not Track or Global Privacy Control is never asked nor measured.
 */

export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  /** The visitor's answer for the current settings; undefined until they give one. */
  choice: ConsentChoice | undefined;
  /** Whether the visitor may be asked at all (not under DNT/GPC, storage not blocked). */
  canAsk: boolean;
  isPromptOpen: boolean;
}

export interface ConsentStore {
  getSnapshot: () => ConsentState;
  subscribe: (listener: () => void) => () => void;
  /** Keeps the answer and closes the prompt. */
  choose: (choice: ConsentChoice) => void;
  /** Opens the prompt again (the footer's link), where the visitor may be asked. */
  openPrompt: () => void;
}

/** The localStorage entry: `{"choice":"granted","settings":"G-…"}`. */
export const CONSENT_STORAGE_KEY = 'analytics-consent';

/** Nothing to ask: no consent-asking provider, prerendering, or a visitor who may not be asked. */
export const NOT_ASKING: Readonly<ConsentState> = {
  choice: undefined,
  canAsk: false,
  isPromptOpen: false,
};

/** The device's storage, or undefined where the browser blocks it (reading or writing throws). */
export function usableStorage(): Storage | undefined {
  try {
    const storage = window.localStorage;
    const probe = `${CONSENT_STORAGE_KEY}-probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/** The answer stored for `settings`; undefined when none is, or it was given for others. */
export function storedChoice(storage: Storage, settings: string): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { choice, settings: givenFor } = stored as Record<string, unknown>;
    if (givenFor !== settings) return undefined;
    return choice === 'granted' || choice === 'denied' ? choice : undefined;
  } catch {
    return undefined;
  }
}

export interface ConsentOptions {
  /** What the answer is given for (the owner's settings): a change asks again. */
  settings: string;
  /** The visitor sends Do Not Track or Global Privacy Control. */
  optedOut: boolean;
  storage: Storage | undefined;
}

/** The consent of this visit: read from storage once, then kept as the visitor answers. */
export function createConsentStore({ settings, optedOut, storage }: ConsentOptions): ConsentStore {
  const canAsk = !optedOut && storage !== undefined;
  const choice = canAsk && storage ? storedChoice(storage, settings) : undefined;
  let state: ConsentState = canAsk ? { choice, canAsk, isPromptOpen: !choice } : NOT_ASKING;
  const listeners = new Set<() => void>();
  const update = (next: ConsentState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose: (answer) => {
      if (!state.canAsk) return;
      try {
        storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: answer, settings }));
      } catch {
        // Storage that filled up or was blocked since: the answer holds for this visit.
      }
      update({ ...state, choice: answer, isPromptOpen: false });
    },
    openPrompt: () => {
      if (state.canAsk && !state.isPromptOpen) update({ ...state, isPromptOpen: true });
    },
  };
}
