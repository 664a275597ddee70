/*
 * SQLite statements prepared once per connection (docs/decisions/0042). Knex's
 * better-sqlite3 client prepares every statement it runs, each time: SQLite parses and plans
 * the text again, which costs a tenth of the CPU of an uncached list (three statements whose text
 * repeats from one request to the next, only the bindings change). The connection's own
 * prepare is wrapped so that the same text answers the same compiled statement.
 *
 * Safe to share because knex runs a statement to its end at once (`all` or `run`, synchronous
 * in better-sqlite3), so two uses never overlap, and SQLite prepares a statement again by
 * itself when the schema changes under it. Bounded: texts that differ by their number of
 * bindings (lists of ids) would otherwise grow the cache without end.
 */

interface Statement {
  reader: boolean;
}
interface NativeSqlite {
  prepare(sql: string): Statement;
}

const MAX_STATEMENTS = 200;

export function cachePreparedStatements(connection: NativeSqlite): void {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, Statement>();
  connection.prepare = (sql: string) => {
    const found = kept.get(sql);
    if (found) {
      // Most recently used last: the first key is the one to drop.
      kept.delete(sql);
      kept.set(sql, found);
      return found;
    }
    const statement = prepare(sql);
    kept.set(sql, statement);
    if (kept.size > MAX_STATEMENTS) kept.delete(kept.keys().next().value!);
    return statement;
  };
}
