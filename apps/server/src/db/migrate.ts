import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './client.ts';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
// Any constant shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK = 72_201;

/** Applies the versioned SQL files in db/migrations that this database has not seen yet, in name order. */
export async function migrate(database: Database): Promise<string[]> {
  return database.withConnection(async (conn) => {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await conn.exec(`create table if not exists schema_migrations (
        version text primary key,
        applied_at timestamptz not null default now()
      )`);
      const rows = await conn.query<{ version: string }>('select version from schema_migrations');
      const applied = new Set(rows.map((r) => r.version));
      const done: string[] = [];
      for (const file of fs.readdirSync(migrationsDir).sort()) {
        if (!file.endsWith('.sql')) continue;
        const version = file.slice(0, -4);
        if (applied.has(version)) continue;
        const body = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
        // One transaction per file: a failing migration leaves nothing half applied.
        await conn.exec(
          `begin;\n${body}\n;\ninsert into schema_migrations (version) values ('${version}');\ncommit;`,
        );
        done.push(version);
      }
      return done;
    } catch (err) {
      await conn.exec('rollback').catch(() => undefined);
      throw err;
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
