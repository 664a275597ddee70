import { useRef } from 'react';

/**
 * What a select offers when the list is long (docs/decisions/0016): the first matches of a search
 * the server runs, their number, and the search itself. Without `onSearch` the options are the
 * whole list and the select filters them itself.
 */
export interface ChoiceList<O extends { value: string; label: string }> {
  options: readonly O[];
  loading: boolean;
  /** The search text, and the function that sends a new one to the server. */
  search?: string;
  onSearch?: (q: string) => void;
  /** All matches of the search; the options hold the first of them. */
  total?: number;
}

/**
 * Options in order, each value once: `first` (e.g. those the entity links already, whose titles
 * come with it) before `rest`.
 */
export function mergeOptions<O extends { value: string }>(first: readonly O[], rest: readonly O[]): O[] {
  const seen = new Set<string>();
  return [...first, ...rest].filter((o) => (seen.has(o.value) ? false : (seen.add(o.value), true)));
}

/**
 * Every option this select has shown, by value: a chosen item keeps its title when a new search
 * no longer lists it.
 */
export function useKnownOptions<O extends { value: string }>(options: readonly O[]): (value: string) => O | undefined {
  const known = useRef(new Map<string, O>());
  for (const option of options) known.current.set(option.value, option);
  return (value) => known.current.get(value);
}
