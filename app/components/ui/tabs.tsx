import { createContext, useContext, useId } from "react";

/**
 * Tabs (the WAI-ARIA tabs pattern) in a few lines, for the public pages that show them (sign-in,
 * support plans), which used to load a tabs library of about 8 KB (brotli) for it. The markup is
 * the one that library drew (`role`, `aria-selected`, `aria-controls`, `data-state`, the panels'
 * `hidden`), which the styles and the tap-replay script (decision 0048) read. Every panel is in
 * the page's HTML, so all of them are readable before (or without) scripts.
 *
 * Keyboard: only the open tab is in the Tab order; Left and Right move to the previous and next
 * tab (round the ends), Home and End to the first and last, and a tab opens when it gets focus.
 */
interface TabsState {
  value: string;
  onValueChange(value: string): void;
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("a tab or tab panel outside <Tabs>");
  return state;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string;
  onValueChange(value: string): void;
  className?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <TabsContext.Provider value={{ value, onValueChange, id }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabList({
  className,
  children,
  "aria-label": label,
}: {
  className?: string;
  children: React.ReactNode;
  "aria-label": string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      onKeyDown={(event) => {
        const move = KEYS[event.key];
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
        const index = tabs.indexOf(event.target as HTMLElement);
        if (!move || index === -1 || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        // Focus opens the tab (below).
        tabs[move(index, tabs.length)]?.focus();
      }}
    >
      {children}
    </div>
  );
}

export function Tab({ value, className, children }: { value: string; className?: string; children: React.ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const open = () => {
    if (!selected) tabs.onValueChange(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.id, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.id, value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      className={className}
      onClick={open}
      onFocus={open}
    >
      {children}
    </button>
  );
}

export function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: React.ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.id, value)}
      aria-labelledby={tabId(tabs.id, value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!selected}
      // The open panel is the next stop after its tab list (the WAI-ARIA tabs pattern).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus in that pattern.
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
