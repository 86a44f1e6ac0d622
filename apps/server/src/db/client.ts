import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Anything a repository can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

/** One connection held for a sequence of statements (session-level locks, multi-statement scripts). */
export type Connection = {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  exec(script: string): Promise<void>;
  /** Aborted when the session ends under it (server restart, terminated backend, network). */
  lost: AbortSignal;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; without it PGlite keeps everything in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string | undefined;
  poolSize?: number | undefined;
};

// int8 columns come back as strings by default; our amounts and ids are safe integers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value out of safe range: ${v}`);
  return n;
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.schema, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string, schema: string | undefined, poolSize: number): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Lets an operator (or a test) find this deployment's sessions in pg_stat_activity.
    application_name: schema ? `bet-server/${schema}` : 'bet-server',
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  // A client in use whose session ends emits 'error' too, and unheard that ends the process. Its
  // query fails by itself, and the pool drops the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  await pool.query('select 1');
  return {
    db: drizzlePg({ client: pool }) as unknown as Db,
    kind: 'postgres',
    withConnection: async (fn) => {
      const client = await pool.connect();
      const lost = new AbortController();
      const onError = (error: Error) => lost.abort(error);
      client.on('error', onError);
      try {
        return await fn({
          query: async <T>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
          exec: async (script) => {
            await client.query(script);
          },
          lost: lost.signal,
        });
      } finally {
        client.removeListener('error', onError);
        client.release(lost.signal.aborted);
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // The trigram extension backs the back office's search (migration 0018).
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  await client.waitReady;
  const conn: Connection = {
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    exec: async (script) => {
      await client.exec(script);
    },
    // The embedded engine lives in this process: its session cannot end under it.
    lost: new AbortController().signal,
  };
  return {
    db: drizzlePglite({ client }) as unknown as Db,
    kind: 'pglite',
    withConnection: (fn) => fn(conn),
    close: () => client.close(),
  };
}
