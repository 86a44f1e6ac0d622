import type { Database } from '../db/client.ts';

/**
 * A checksum of every row of every table in the current schema, to prove a request changed nothing.
 * Session rows are counted but not hashed: using a session may slide its expiry.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  return database.withConnection(async (conn) => {
    const tables = await conn.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const result: Record<string, string> = {};
    for (const { table_name: name } of tables) {
      const sql =
        name === 'sessions'
          ? `select count(*)::text as v from "${name}"`
          : `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as v from "${name}" t`;
      const [row] = await conn.query<{ v: string }>(sql);
      result[name] = row?.v ?? '';
    }
    return result;
  });
}
