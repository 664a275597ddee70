import type { ReactNode } from 'react';

/** Labelled figures of the bar (Beds, Baths, Sq. ft., Units...). */
export function Facts({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="facts">
      {items
        .filter((i) => i.value !== '' && i.value !== null && i.value !== undefined)
        .map((i, index) => (
          <div key={typeof i.label === 'string' ? i.label : index} className="facts__item">
            <dt>{i.label}</dt>
            <dd className="figure">{i.value}</dd>
          </div>
        ))}
    </dl>
  );
}
