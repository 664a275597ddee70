/**
 * The Node.js lines the project runs on (package.json's engines say the same): 24 and 22, the
 * supported LTS lines (the production image runs 24), and 20.19+ while the machines it is
 * developed on still ship it, although Node.js 20 reached its end of life on 2026-04-30.
 * Odd-numbered lines are never LTS, and 26 waits for better-sqlite3 to support it.
 */
export const SUPPORTED = 'Node.js 24 or 22 (LTS; 22.12 or later)';

/** What to say of a Node.js version: null when it is fine, else { fatal, message }. */
export function nodeVersionProblem(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  if (major === 24 || (major === 22 && minor >= 12)) return null;
  if (major === 20 && minor >= 19)
    return {
      fatal: false,
      message: `Node.js ${version} works, but Node.js 20 reached its end of life on 2026-04-30 and gets no security fixes: move to ${SUPPORTED}.`,
    };
  return { fatal: true, message: `${SUPPORTED} is needed (this is ${version}).` };
}
