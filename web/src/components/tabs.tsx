import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { arrowKeys } from '~/lib/i18n/direction';

export interface TabsProps {
  label: string;
  tabs: string[];
  selected: number;
  onSelect: (index: number) => void;
  children: ReactNode;
  className?: string;
  /** The tabs' language when it is not the page's (names staff write in English only). */
  tabLanguage?: { lang: string; dir: 'ltr' | 'rtl' };
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; selection is by index. */
export function Tabs({ label, tabs, selected, onSelect, children, className, tabLanguage }: TabsProps) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, index: number) => {
    let next: number | null = null;
    const [back, forward] = arrowKeys(e.currentTarget);
    if (e.key === forward) next = (index + 1) % tabs.length;
    else if (e.key === back) next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((t, i) => (
          <button
            key={`${t}-${i}`}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel`}
            tabIndex={i === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(i)}
            onKeyDown={(e) => move(e, i)}
            {...tabLanguage}
          >
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
