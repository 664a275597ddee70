/** Distinct trimmed locations, in first-seen order (newest listings first), case-insensitively. */
export function distinctLocations(items: { location: string }[]): string[] {
  const seen = new Map<string, string>();
  for (const { location } of items) {
    const trimmed = location.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}
