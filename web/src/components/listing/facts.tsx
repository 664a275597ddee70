import type { ReactNode } from 'react';
import { Term } from '~/components/term';

/** Labelled figures of the bar (Beds, Baths, Sq. ft., Units...). */
export function Facts({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="facts">
      {items
        .filter((i) => i.value !== '' && i.value !== null && i.value !== undefined)
        .map((i, index) => (
          <Term
            key={typeof i.label === 'string' ? i.label : index}
            label={i.label}
            className="facts__item"
            valueClassName="figure"
          >
            {i.value}
          </Term>
        ))}
    </dl>
  );
}
