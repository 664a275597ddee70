/*
 * Merging a save someone else's save overtook (a 409): the fields whose values really differ
 * between the user's form and the latest version, who changed each since the form was loaded,
 * and the values that result from the user's choice per field.
 */

export type Side = 'mine' | 'theirs';

export interface FieldConflict {
  field: string;
  /** The user changed it since the form was loaded. */
  mineChanged: boolean;
  /** Someone else's save changed it. */
  theirsChanged: boolean;
  /** Where the choice starts: the side that changed it (the user's when both did). */
  initial: Side;
}

/**
 * The fields whose values differ between `mine` and `theirs`, judged by the form's own change
 * signature (so rows' keys, a picked file's identity or an unsorted list are no difference),
 * each with who changed it since `base` (what the form was loaded from).
 */
export function conflictingFields<V extends object>(
  base: V,
  mine: V,
  theirs: V,
  signature: (values: V) => unknown,
): FieldConflict[] {
  const sig = (values: V) => JSON.stringify(signature(values));
  const with_ = (values: V, field: string, value: unknown) => ({ ...values, [field]: value }) as V;
  const theirsSig = sig(theirs);
  const baseSig = sig(base);
  const fields = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
  const out: FieldConflict[] = [];
  for (const field of fields) {
    const mineValue = (mine as Record<string, unknown>)[field];
    const theirsValue = (theirs as Record<string, unknown>)[field];
    if (sig(with_(theirs, field, mineValue)) === theirsSig) continue;
    const mineChanged = sig(with_(base, field, mineValue)) !== baseSig;
    const theirsChanged = sig(with_(base, field, theirsValue)) !== baseSig;
    out.push({ field, mineChanged, theirsChanged, initial: mineChanged ? 'mine' : 'theirs' });
  }
  return out;
}

/** The user's values with every field chosen as theirs taken from the latest version. */
export function mergedValues<V extends object>(mine: V, theirs: V, choices: Readonly<Record<string, Side>>): V {
  const out = { ...mine } as Record<string, unknown>;
  for (const [field, side] of Object.entries(choices)) {
    if (side === 'theirs') out[field] = (theirs as Record<string, unknown>)[field];
  }
  return out as V;
}
