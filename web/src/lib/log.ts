/**
 * Failures the spec keeps silent to the visitor (lists stay empty, forms just reset) are still
 * reported to the developer. Warnings, not errors: nothing is broken for the visitor.
 */
export function logSilentFailure(what: string, error: unknown): void {
  const detail = error instanceof Error ? error.message : String(error);
  console.warn(`[estate] ${what} failed: ${detail}`);
}
