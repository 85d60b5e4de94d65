import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<K extends string = string> {
  /** Stable key (e.g. "FINANCE" or "Broiler Feed"). */
  key: K;
  /** Visible label (e.g. "Finance"). */
  label: ReactNode;
}

export interface TabsProps<K extends string = string> {
  tabs: readonly TabItem<K>[];
  /** The selected tab's key (controlled). */
  selected: K;
  onSelect: (key: K) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** The panel of the selected tab. */
  children: ReactNode;
  className?: string;
  /** Prefix for `data-testid`s: `${testId}-tab-${key}` and `${testId}-panel`. */
  testId?: string;
}

/**
 * ARIA tabs (WAI-ARIA APG, automatic activation): a tablist of buttons, only the selected one in
 * the tab order; Left/Right (and Up/Down) move and select, Home/End jump to the ends. One panel,
 * labelled by the selected tab, holds the content.
 */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
  className,
  testId = 'tabs',
}: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const move = (index: number) => {
    const count = tabs.length;
    if (count === 0) return;
    const next = ((index % count) + count) % count;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        move(selectedIndex + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        move(selectedIndex - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(tabs.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className={`${styles.tab} ${isSelected ? styles.selected : ''}`}
              data-testid={`${testId}-tab-${tab.key}`}
              onClick={() => onSelect(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selectedIndex)}
        tabIndex={0}
        className={styles.panel}
        data-testid={`${testId}-panel`}
      >
        {children}
      </div>
    </div>
  );
}
