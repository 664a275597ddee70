import { useId, type ReactNode } from 'react';

/**
 * One term and its value in a description list (`<dl>`), the value labelled by its term, so a
 * screen reader announces "Beds, 6" wherever focus lands (and tests find a value by its label).
 * `valueFirst` puts the value above its label, as the large figures are shown.
 */
export function Term({
  label,
  children,
  className,
  labelClassName,
  valueClassName,
  valueFirst = false,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  labelClassName?: string;
  valueClassName?: string;
  valueFirst?: boolean;
}) {
  const id = useId();
  const term = (
    <dt id={id} className={labelClassName}>
      {label}
    </dt>
  );
  const value = (
    <dd aria-labelledby={id} className={valueClassName}>
      {children}
    </dd>
  );
  return (
    <div className={className}>
      {valueFirst ? value : term}
      {valueFirst ? term : value}
    </div>
  );
}

/**
 * Large key figures, each value above its label ('675M USD' over 'Gross sales'); a figure without
 * a value is left out.
 */
export function Figures({ items, className }: { items: { label: string; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={['figures', className].filter(Boolean).join(' ')}>
      {items
        .filter((f) => f.value)
        .map((f) => (
          <Term
            key={f.label}
            label={f.label}
            className="figures__item"
            labelClassName="figures__label"
            valueClassName="figures__value figure"
            valueFirst
          >
            {f.value}
          </Term>
        ))}
    </dl>
  );
}
