import pg from 'pg';
import type { PoolClient, QueryResult } from 'pg';
import { TransactionAbortedError, types as pgliteTypes } from '@electric-sql/pglite';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';
import type { Database } from './database';

/** A database the gateway opened and must close on shutdown. */
export interface ClosableDatabase extends Database {
  close: () => Promise<void>;
}

export interface PostgresOptions {
  /** Most connections the pool opens (each transaction holds one); 10 by default. */
  maxConnections?: number;
}

type Parser = (value: string, typeId?: number) => unknown;
type ParserTable = Record<number, Parser>;

/** Commands whose count PGlite adds to `affectedRows`. */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** pg's result (or results, for several statements in one simple query) as PGlite reports them. */
function toResults<T>(result: QueryResult | QueryResult[] | undefined): Results<T>[] {
  const list = result === undefined ? [] : Array.isArray(result) ? result : [result];
  let affectedRows = 0;
  const converted = list.map((one): Results<T> => {
    if (COUNTED_COMMANDS.has(one.command)) affectedRows += one.rowCount ?? 0;
    return {
      rows: one.rows as T[],
      fields: (one.fields ?? []).map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
      command: one.command,
      affectedRows,
      ...(typeof one.rowCount === 'number' ? { rowCount: one.rowCount } : {}),
    };
  });
  return converted.length > 0 ? converted : [{ rows: [], fields: [], affectedRows: 0 }];
}

/**
 * Values are parsed exactly as PGlite parses them (PGlite's own parsers: int4 and float8 as
 * numbers, int8 as a number when it is safe, numeric as text, timestamps and dates as Date, json
 * parsed, booleans, arrays of them), so the same code reads the same values from either database.
 * Types PGlite has no parser for stay text, as in PGlite.
 */
function typeParsers(arrayElements: ReadonlyMap<number, number>, overrides: ParserTable = {}): pg.CustomTypesConfig {
  const table: ParserTable = { ...(pgliteTypes.parsers as ParserTable), ...overrides };
  const parserOf = (oid: number): Parser | undefined => {
    const scalar = table[oid];
    if (scalar) return scalar;
    const element = arrayElements.get(oid);
    if (element === undefined) return undefined;
    return (value) => pgliteTypes.arrayParser(value, table[element] as Parser, oid) as unknown;
  };
  return {
    getTypeParser: ((oid: number) => {
      const parser = parserOf(oid);
      return parser ? (value: string) => parser(value, oid) : (value: string) => value;
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

/** Array type → element type, read from pg_type as PGlite does when it starts. */
async function loadArrayTypes(pool: pg.Pool): Promise<Map<number, number>> {
  const result = await pool.query<{ oid: number; typarray: number }>(`
    select b.oid::int as oid, b.typarray::int as typarray
    from pg_catalog.pg_type a
    join pg_catalog.pg_type b on b.oid = a.typelem
    where a.typcategory = 'A'
    group by b.oid, b.typarray
  `);
  return new Map(result.rows.map((row) => [Number(row.typarray), Number(row.oid)]));
}

interface Runner {
  query: (config: pg.QueryConfig & Record<string, unknown>) => Promise<QueryResult | QueryResult[]>;
}

function unsupported(options: QueryOptions | undefined): void {
  if (options?.blob !== undefined) throw new Error('The PostgreSQL adapter does not support blob (COPY) queries');
}

function makeStatements(runner: Runner, arrayElements: ReadonlyMap<number, number>, defaultTypes: pg.CustomTypesConfig) {
  const typesFor = (options: QueryOptions | undefined) =>
    options?.parsers ? typeParsers(arrayElements, options.parsers as ParserTable) : defaultTypes;

  /** One statement over the extended protocol, with parameters: as PGlite's `query`. */
  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    unsupported(options);
    const result = await runner.query({
      text,
      values: params,
      // The extended protocol even without parameters, so several statements are refused as in PGlite.
      queryMode: 'extended',
      types: typesFor(options),
      ...(options?.rowMode === 'array' ? { rowMode: 'array' } : {}),
    });
    return toResults<T>(result)[0]!;
  }

  /** Any number of statements over the simple protocol: as PGlite's `exec`. */
  async function exec(text: string, options?: QueryOptions): Promise<Results[]> {
    unsupported(options);
    const result = await runner.query({
      text,
      types: typesFor(options),
      ...(options?.rowMode === 'array' ? { rowMode: 'array' } : {}),
    });
    return toResults(result);
  }

  async function sql<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Results<T>> {
    const templated = templateQuery(strings, ...values);
    return query<T>(templated.query, templated.params);
  }

  return { query, exec, sql };
}

/** Runs a transaction on one pooled client: commits when the callback resolves, rolls back when it throws. */
async function runTransaction<T>(
  client: PoolClient,
  arrayElements: ReadonlyMap<number, number>,
  defaultTypes: pg.CustomTypesConfig,
  callback: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let closed = false;
  let connectionBroken: Error | undefined;
  // One statement at a time on the client, even when the callback starts several at once.
  let queue: Promise<unknown> = Promise.resolve();
  const serialRunner: Runner = {
    query: (config) => {
      const next = queue.then(() => client.query(config));
      queue = next.catch(() => undefined);
      return next;
    },
  };
  const statements = makeStatements(serialRunner, arrayElements, defaultTypes);
  const ensureOpen = (): void => {
    if (closed) throw new Error('Transaction is closed');
  };
  const tx: Transaction = {
    query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
      ensureOpen();
      return statements.query<R>(text, params, options);
    },
    sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
      ensureOpen();
      return statements.sql<R>(strings, ...values);
    },
    exec: async (text: string, options?: QueryOptions) => {
      ensureOpen();
      return statements.exec(text, options);
    },
    rollback: async () => {
      ensureOpen();
      await client.query('ROLLBACK');
      closed = true;
    },
    listen: () => Promise.reject(new Error('The PostgreSQL adapter does not support LISTEN')),
    get closed() {
      return closed;
    },
  };
  try {
    await client.query('BEGIN');
    const value = await callback(tx);
    if (!closed) {
      closed = true;
      const commit = await client.query('COMMIT');
      // A statement failed and the callback went on: PostgreSQL rolled back, as PGlite reports.
      if (commit.command === 'ROLLBACK') throw new TransactionAbortedError();
    }
    return value;
  } catch (error) {
    if (!closed) {
      closed = true;
      await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        connectionBroken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
    }
    throw error;
  } finally {
    // A client whose rollback failed is not given back to the pool.
    client.release(connectionBroken);
  }
}

/**
 * The gateway's Database over a PostgreSQL server (DATABASE_URL): a connection pool, a pooled
 * client per transaction, and PGlite's result shapes and value parsing, so the gateway's code and
 * migrations run unchanged on either.
 */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<ClosableDatabase> {
  const arrayElements = new Map<number, number>();
  const defaultTypes = typeParsers(arrayElements);
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    types: defaultTypes,
    // Times read as text (::text, to_char, date casts) in UTC, as in PGlite.
    onConnect: async (client) => {
      await client.query("set time zone 'UTC'");
    },
  });
  // An idle client that loses its connection must not crash the process: the pool replaces it.
  pool.on('error', () => undefined);
  try {
    for (const [array, element] of await loadArrayTypes(pool)) arrayElements.set(array, element);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const statements = makeStatements(pool as unknown as Runner, arrayElements, defaultTypes);
  return {
    query: statements.query,
    exec: statements.exec,
    transaction: async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
      runTransaction(await pool.connect(), arrayElements, defaultTypes, callback),
    close: () => pool.end(),
  };
}
