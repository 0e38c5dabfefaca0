/** A value that can be bound to a SQL parameter. */
export type SqlParam =
  | string
  | number
  | boolean
  | null
  | Date
  | readonly (string | null)[]
  | readonly (number | null)[]
  | readonly (boolean | null)[];

/** How one statement is run. */
export interface QueryOptions {
  /**
   * Keep the statement prepared on the server (node-postgres only; PGlite and Neon's driver run it as usual): each
   * connection parses it once, and PostgreSQL may keep one plan for it once five runs have shown that a plan made
   * without the parameters' values costs no more than ones made with them. Only for statements run often whose text
   * comes from a small, fixed set (each distinct text is kept on every connection of the pool).
   */
  prepared?: boolean;
}

/** What every caller sees of the database, whichever engine sits behind it. */
export interface Queryable {
  /** Runs one statement with $1… parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[], options?: QueryOptions): Promise<T[]>;
}

export interface Db extends Queryable {
  /** pglite: the embedded database; neon: Neon's serverless driver; pg: any PostgreSQL server (node-postgres). */
  readonly kind: 'pglite' | 'neon' | 'pg';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; it is rolled back when `fn` throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
