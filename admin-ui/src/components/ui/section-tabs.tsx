import { Link } from 'react-router';

/**
 * A page's sections as tabs: links that replace the address (`?tab=<id>`; none for the first), so
 * Go Back still leaves the page rather than returning to another tab.
 */
export function SectionTabs<T extends string>({
  label,
  tabs,
  labels,
  current,
}: {
  /** What the tabs are the sections of ("Settings sections"). */
  label: string;
  tabs: readonly T[];
  labels: Record<T, string>;
  current: T;
}) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((t, i) => (
        <Link
          key={t}
          to={{ search: i === 0 ? '' : `?tab=${t}` }}
          replace
          className="tabs__link"
          aria-current={current === t ? 'page' : undefined}
        >
          {labels[t]}
        </Link>
      ))}
    </nav>
  );
}
