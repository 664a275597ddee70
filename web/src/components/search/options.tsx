/**
 * The options of a search dropdown: each value labelled by itself (or by `labels`), and one
 * empty option named `empty` while there are no values to choose from.
 */
export function Options<T extends string>({
  values,
  labels,
  empty,
  languageOf,
}: {
  values: readonly T[];
  labels?: Partial<Record<T, string>>;
  empty?: string;
  /** An option's language when it is not the page's (a place's English name on an Arabic page). */
  languageOf?: (value: T) => { lang: string; dir: 'ltr' | 'rtl' } | undefined;
}) {
  return (
    <>
      {values.length === 0 && empty ? <option value="">{empty}</option> : null}
      {values.map((v) => (
        <option key={v} value={v} {...languageOf?.(v)}>
          {labels?.[v] ?? v}
        </option>
      ))}
    </>
  );
}

/** The choices with the chosen value first when it is not among them (a shared link's own value). */
export function withChosen(values: readonly string[], chosen: string): string[] {
  const all = [...values];
  if (chosen && !all.some((v) => v.toLowerCase() === chosen.toLowerCase())) all.unshift(chosen);
  return all;
}
