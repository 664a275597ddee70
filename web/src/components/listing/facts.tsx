import type { ReactNode } from 'react';

/** Labelled figures of the bar (Beds, Baths, Sq. ft., Units...). */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="facts">
      {items
        .filter((i) => i.value !== '' && i.value !== null && i.value !== undefined)
        .map((i) => (
          <div key={i.label} className="facts__item">
            <dt>{i.label}</dt>
            <dd className="figure">{i.value}</dd>
          </div>
        ))}
    </dl>
  );
}
