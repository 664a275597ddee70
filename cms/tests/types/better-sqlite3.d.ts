/*
 * The part of better-sqlite3 (a dependency of Strapi's SQLite client) the tests use to write a
 * row behind the CMS's back, or to stand for a second process on the same file; the package ships no types and @types/better-sqlite3 is not installed.
 */
declare module 'better-sqlite3' {
  interface RunResult {
    changes: number;
    lastInsertRowid: number | bigint;
  }
  interface Statement {
    run(...params: unknown[]): RunResult;
    all(...params: unknown[]): unknown[];
    get(...params: unknown[]): unknown;
  }
  class Database {
    constructor(filename: string, options?: { readonly?: boolean; fileMustExist?: boolean; timeout?: number });
    prepare(sql: string): Statement;
    exec(sql: string): this;
    pragma(source: string, options?: { simple?: boolean }): unknown;
    close(): this;
    readonly inTransaction: boolean;
  }
  export default Database;
}
