// Stream addresses the operator sets for matches (none by default).
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { matches, tvStreams } from './schema.ts';

export async function tvStreamOf(db: Executor, matchId: number): Promise<string | undefined> {
  const [row] = await db.select({ url: tvStreams.url }).from(tvStreams).where(eq(tvStreams.matchId, matchId));
  return row?.url;
}

export async function tvMatchIds(db: Executor): Promise<Set<number>> {
  const rows = await db.select({ id: tvStreams.matchId }).from(tvStreams);
  return new Set(rows.map((r) => r.id));
}

export async function setTvStream(db: Executor, matchId: number, url: string): Promise<void> {
  await db
    .insert(tvStreams)
    .values({ matchId, url })
    .onConflictDoUpdate({ target: tvStreams.matchId, set: { url } });
}

export async function removeTvStream(db: Executor, matchId: number): Promise<void> {
  await db.delete(tvStreams).where(eq(tvStreams.matchId, matchId));
}

export async function matchExists(db: Executor, matchId: number): Promise<boolean> {
  const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  return row !== undefined;
}
