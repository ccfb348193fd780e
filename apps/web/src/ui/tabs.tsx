import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys move between tabs, Home/End jump; only the selected tab is in the tab order.
 * The panel is the caller's `children`, labelled by the selected tab.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const id = (tabs[next] as TabItem<T>).id;
    onSelect(id);
    refs.current.get(id)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        // Many tabs on a phone scroll inside the bar instead of widening the page.
        className="flex gap-1 overflow-x-auto rounded-full bg-raised p-1 [scrollbar-width:none]"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cn(
                'min-h-10 flex-1 shrink-0 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
                active ? 'bg-accent text-ink' : 'text-muted hover:text-fg',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`} className="mt-4">
        {children}
      </div>
    </div>
  );
}
