// A short transaction whose `begin` travels with its first statement and whose `commit` with its
// last, two round trips fewer. Between this server and PostgreSQL each round trip is most of what a
// short transaction costs (a write, a wake-up of the backend, a read back), so a transaction of
// a few statements, such as the casino wallet's calls, runs about half again as fast. One message
// holding two statements uses the simple protocol, which carries no parameters: those two
// statements' parameters go in as literals (see sqlLiterals). On PGlite, or inside a transaction
// already open, it is an ordinary transaction.
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor, Tx } from './client.ts';
import { namedQuery } from './named-query.ts';

/** A statement with its parameters; its name lets each connection plan it once where it runs alone. */
export type Statement = { name: string; text: string; params: readonly unknown[] };

/** What the transaction's body decides: the statement to commit with (or none), and its result. */
export type FusedEnd<T> = { closing: Statement | null; result: T };

/** What the opening statements read: one list of rows for each, in their order. */
export type Opened = unknown[][];

/**
 * Runs the opening statements, then `body` with their rows, then the body's closing statement, all
 * in one transaction: committed when the body returns, rolled back when anything throws.
 */
export async function fusedTransaction<T>(
  db: Executor,
  openings: readonly [Statement, ...Statement[]],
  body: (tx: Tx, opened: Opened) => Promise<FusedEnd<T>>,
): Promise<T> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return ordinaryTransaction(db, openings, body);
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const answer = await client.query(['begin', ...openings.map(sqlLiterals)].join(';\n'));
    // One result for each statement of the message, `begin`'s first.
    const opened = (answer as unknown as pg.QueryResult[]).slice(1).map((r) => r.rows);
    const { closing, result } = await body(transactionOn(db, client), opened);
    await client.query(closing ? `${sqlLiterals(closing)};\ncommit` : 'commit');
    return result;
  } catch (error) {
    // After a failed commit the server has already ended the transaction: this only warns.
    await client.query('rollback').catch((lost: Error) => {
      broken = lost;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

async function ordinaryTransaction<T>(
  db: Executor,
  openings: readonly Statement[],
  body: (tx: Tx, opened: Opened) => Promise<FusedEnd<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const opened: Opened = [];
    for (const opening of openings) {
      opened.push(await namedQuery(tx, opening.name, opening.text, [...opening.params]));
    }
    const { closing, result } = await body(tx, opened);
    if (closing) await namedQuery(tx, closing.name, closing.text, [...closing.params]);
    return result;
  });
}

/** A transaction on one pool client, as drizzle makes for its own (whose `begin` goes alone). */
function transactionOn(db: Executor, client: pg.PoolClient): Tx {
  const { dialect } = db as unknown as { dialect: PgDialect };
  const session = new NodePgSession(client, dialect, undefined);
  return new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
}

/**
 * The statement with each $n replaced by its parameter as an escaped literal. A quoted literal
 * takes its type from where it stands, as an untyped parameter does: the statement means the same.
 * The text must hold no `$n` but its placeholders (no dollar quoting).
 */
export function sqlLiterals({ text, params }: Statement): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= params.length) throw new Error(`no parameter $${n}`);
    const value = params[index];
    return value === null || value === undefined ? 'null' : pg.escapeLiteral(parameterText(value));
  });
}

/** A parameter as the driver sends it: text, arrays in PostgreSQL's array form. */
function parameterText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`not a number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(',')}}`;
  return JSON.stringify(value);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return parameterText(value);
  return `"${parameterText(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}
