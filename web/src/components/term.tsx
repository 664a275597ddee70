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
