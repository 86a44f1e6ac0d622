// A fresh PostgreSQL schema per benchmark run, dropped afterwards, so runs neither see nor leave rows.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';

export const benchDatabaseUrl = (): string =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type BenchSchema = { url: string; schema: string; drop(): Promise<void> };

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createBenchSchema(prefix: string): Promise<BenchSchema> {
  const url = benchDatabaseUrl();
  const schema = `bench_${prefix}_${randomBytes(4).toString('hex')}`;
  await run(url, `create schema ${schema}`);
  return { url, schema, drop: () => run(url, `drop schema ${schema} cascade`) };
}

/** The machine's load averages over 1, 5 and 15 minutes, printed beside every figure. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
