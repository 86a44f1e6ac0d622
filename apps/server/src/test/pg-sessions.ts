// Ending PostgreSQL sessions from outside, as a database restart or an operator would.
import pg from 'pg';

/** Ends the sessions the condition on pg_stat_activity (alias `a`) picks; returns how many. */
export async function endSessions(url: string, where: string, params: unknown[]): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity a where ${where}`,
      params,
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

/** Every session of the server working in this schema (the pool names them so). */
export const endServerSessions = (url: string, schema: string): Promise<number> =>
  endSessions(url, 'application_name = $1', [`bet-server/${schema}`]);
