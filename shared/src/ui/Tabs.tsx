import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  /** The content of a tab's panel. */
  panel: (key: K) => ReactNode;
  className?: string;
  /** Prefix for `data-testid`s: `${testId}-tab-${key}` and `${testId}-panel`. */
  testId?: string;
}

/**
 * Tabs that switch before or without script, then become ARIA tabs (the GOV.UK Frontend way).
 *
 * The server HTML (and the render that hydrates it) is an exclusive `<details name>` group laid out
 * as tabs: every panel is in the HTML and the browser opens one at a time. Once the page's script
 * runs, the group becomes WAI-ARIA tabs (APG, automatic activation): a tablist of buttons, only the
 * selected one in the tab order; Left/Right (and Up/Down) move and select, Home/End jump to the
 * ends; one panel, labelled by the selected tab. A tab chosen before that is kept.
 */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  panel,
  className,
  testId = 'tabs',
}: TabsProps<K>) {
  const baseId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const classes = [styles.tabs, className].filter(Boolean).join(' ');

  useEffect(() => {
    const chosen = root.current?.querySelector<HTMLElement>(':scope > details[open]')?.dataset.key;
    const tab = tabs.find((t) => t.key === chosen);
    if (tab && tab.key !== selected) onSelect(tab.key);
    // The one render after hydration that turns the HTML's disclosures into ARIA tabs; the DOM
    // must be read first, so this cannot be derived during rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnhanced(true);
    // Once, at hydration: afterwards the tabs are React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!enhanced) {
    return (
      <div
        ref={root}
        className={`${classes} ${styles.disclosures}`}
        role="group"
        aria-label={label}
      >
        {tabs.map((tab) => (
          <details
            key={tab.key}
            name={baseId}
            open={tab.key === selected}
            data-key={tab.key}
            className={styles.item}
          >
            <summary className={styles.tab} data-testid={`${testId}-tab-${tab.key}`}>
              {tab.label}
            </summary>
            <div className={styles.panel}>{panel(tab.key)}</div>
          </details>
        ))}
      </div>
    );
  }
  return (
    <AriaTabs
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      label={label}
      className={classes}
      testId={testId}
      baseId={baseId}
    >
      {panel(selected)}
    </AriaTabs>
  );
}

function AriaTabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
  className,
  testId,
  baseId,
}: Omit<TabsProps<K>, 'panel'> & { children: ReactNode; baseId: string; testId: string }) {
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
    <div className={className}>
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
