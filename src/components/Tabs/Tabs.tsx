import type { ReactNode } from 'react';
import { useTabs } from '@/hooks/useTabs';
import type { Lang } from '@/model/view';
import styles from './Tabs.module.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** The label's language when it is not the page's (untranslated). */
  lang?: Lang;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<Id>[];
  selectedId: Id;
  onSelect: (id: Id) => void;
  /** Prefix for the tab and panel element ids. */
  idPrefix: string;
  /** Content of the selected tab's panel (other panels stay empty). */
  children: ReactNode;
  /**
   * Before the script runs: content of the other panels too, so that a visitor without
   * JavaScript reads every tab (one after the other; CSS hides them while the script loads).
   */
  inactivePanel?: (id: Id) => ReactNode;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** WAI-ARIA tabs with automatic activation: click, or Left/Right/Home/End on a focused tab. */
export function Tabs<Id extends string>({
  label,
  items,
  selectedId,
  onSelect,
  idPrefix,
  children,
  inactivePanel,
}: TabsProps<Id>) {
  const tabs = useTabs({ ids: items.map((item) => item.id), selectedId, onSelect });

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={tabs.isSelected(item.id)}
            aria-controls={tabPanelId(idPrefix, item.id)}
            tabIndex={tabs.tabIndexOf(item.id)}
            className={styles.tab}
            onClick={() => onSelect(item.id)}
            onKeyDown={tabs.onKeyDown}
            lang={item.lang}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {items.map((item) => {
          const isSelected = tabs.isSelected(item.id);
          const isPrerendered = !isSelected && inactivePanel !== undefined;
          return (
            <div
              key={item.id}
              role="tabpanel"
              id={tabPanelId(idPrefix, item.id)}
              aria-labelledby={tabId(idPrefix, item.id)}
              hidden={!isSelected && !isPrerendered}
              data-inactive={isPrerendered || undefined}
              className={styles.panel}
            >
              {isSelected ? children : isPrerendered && inactivePanel(item.id)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
