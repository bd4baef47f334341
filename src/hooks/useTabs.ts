import type { KeyboardEvent } from 'react';

/** Keys of the WAI-ARIA tabs pattern and where each one moves, given the current position. */
const KEY_MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current, count) => (current + 1) % count,
  ArrowLeft: (current, count) => (current - 1 + count) % count,
  Home: () => 0,
  End: (_current, count) => count - 1,
};

export interface UseTabsOptions<Id extends string> {
  ids: readonly Id[];
  selectedId: Id;
  onSelect: (id: Id) => void;
}

export interface Tabs<Id extends string> {
  /** Roving tabindex: only the selected tab is in the Tab order. */
  tabIndexOf: (id: Id) => 0 | -1;
  isSelected: (id: Id) => boolean;
  /** For each tab: Left/Right (wrapping), Home and End select and focus a tab. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * Behaviour of a WAI-ARIA tab list with automatic activation: moving focus with the arrow keys,
 * Home or End also selects the tab. Tabs are the `[role="tab"]` elements of the closest
 * `[role="tablist"]`, in the order of `ids`.
 */
export function useTabs<Id extends string>({
  ids,
  selectedId,
  onSelect,
}: UseTabsOptions<Id>): Tabs<Id> {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || ids.length === 0) return;
    event.preventDefault();
    const next = move(Math.max(ids.indexOf(selectedId), 0), ids.length);
    const nextId = ids[next];
    if (nextId === undefined) return;
    onSelect(nextId);
    const tablist = event.currentTarget.closest('[role="tablist"]');
    tablist?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return {
    tabIndexOf: (id) => (id === selectedId ? 0 : -1),
    isSelected: (id) => id === selectedId,
    onKeyDown,
  };
}
