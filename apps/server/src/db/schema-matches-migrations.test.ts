// The Drizzle tables the code queries through and the tables the SQL migrations create must agree:
// every table, column, type and nullability, both ways, on a freshly migrated database.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as mail from '../mail/schema.ts';
import * as account from '../modules/account/schema.ts';
import * as affiliates from '../modules/affiliates/schema.ts';
import * as audit from '../modules/audit/schema.ts';
import * as auth from '../modules/auth/schema.ts';
import * as betting from '../modules/betting/schema.ts';
import * as casino from '../modules/casino/schema.ts';
import * as catalog from '../modules/catalog/schema.ts';
import * as banners from '../modules/content/banners/schema.ts';
import * as contact from '../modules/content/contact/schema.ts';
import * as notifications from '../modules/content/notifications/notifications-schema.ts';
import * as popups from '../modules/content/popups/popups-schema.ts';
import * as promotions from '../modules/content/promotions/promotions-schema.ts';
import * as content from '../modules/content/schema.ts';
import * as payments from '../modules/payments/schema.ts';
import * as protection from '../modules/protection/schema.ts';
import * as site from '../modules/site/schema.ts';
import * as wallet from '../modules/wallet/schema.ts';
import { useTestDatabase } from '../test/databases.ts';
import { rowsOf } from './sql-values.ts';

const schemas = {
  account,
  affiliates,
  audit,
  auth,
  banners,
  betting,
  casino,
  catalog,
  contact,
  content,
  mail,
  notifications,
  payments,
  popups,
  promotions,
  protection,
  site,
  wallet,
};
/** Kept by the migration runner itself. */
const RUNNER_TABLES = new Set(['schema_migrations']);

type Shape = { type: string; nullable: boolean; defaulted: boolean };

/** The database's name for a Drizzle column type (serials are integers with a sequence default). */
function sqlTypeOf(declared: string): string {
  const type = declared.replace(/\(.*\)/, '');
  const aliases: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    'timestamp with time zone': 'timestamptz',
  };
  return aliases[type] ?? type;
}

function declaredTables(): Map<string, Map<string, Shape>> {
  const tables = new Map<string, Map<string, Shape>>();
  for (const exports of Object.values(schemas)) {
    for (const value of Object.values(exports)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      tables.set(
        config.name,
        new Map(
          config.columns.map((c) => [
            c.name,
            { type: sqlTypeOf(c.getSQLType()), nullable: !c.notNull, defaulted: c.hasDefault },
          ]),
        ),
      );
    }
  }
  return tables;
}

describe('Drizzle schema against the migrations', () => {
  const database = useTestDatabase('pglite');

  it('declares exactly the tables and columns the migrations create, with their types', async () => {
    const rows = rowsOf<{
      table_name: string;
      column_name: string;
      type: string;
      is_nullable: string;
      column_default: string | null;
    }>(
      await database.db.execute(sql`
        select c.table_name, c.column_name, c.is_nullable, c.column_default,
          format_type(a.atttypid, a.atttypmod) as type
        from information_schema.columns c
        join pg_attribute a on a.attrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
          and a.attname = c.column_name
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`),
    );
    const migrated = new Map<string, Map<string, Shape>>();
    for (const r of rows) {
      if (RUNNER_TABLES.has(r.table_name)) continue;
      const columns = migrated.get(r.table_name) ?? new Map<string, Shape>();
      const type = r.type.replace('timestamp with time zone', 'timestamptz').replace(/\(.*\)/, '');
      columns.set(r.column_name, {
        type,
        nullable: r.is_nullable === 'YES',
        defaulted: r.column_default !== null,
      });
      migrated.set(r.table_name, columns);
    }
    const declared = declaredTables();
    expect(declared.size).toBeGreaterThan(25);
    const describe = (tables: Map<string, Map<string, Shape>>) =>
      Object.fromEntries(
        [...tables]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, columns]) => [
            name,
            Object.fromEntries(
              [...columns]
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([column, s]) => [column, `${s.type}${s.nullable ? '' : ' not null'}`]),
            ),
          ]),
      );
    expect(describe(declared)).toEqual(describe(migrated));
  });
});
