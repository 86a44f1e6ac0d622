// The catalogue of this instance: loads open matches, follows the feed's events on the bus,
// and passes what changed to the live sockets.
import { LIVE_TOPIC, matchTopic } from '@bet/domain/sportsbook/live-protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Bus } from '../../realtime/bus.ts';
import type { LiveHub } from '../../realtime/hub.ts';
import type { FeedSink } from '../feed/index.ts';
import { type CatalogEvent, type CatalogMatch, CatalogStore } from './catalog-store.ts';
import { createFeedIngest } from './feed-ingest.ts';
import { loadMatch, loadOpenMatches } from './feed-repo.ts';
import { type CatalogNames, loadNames } from './names.ts';

/** Bus channel of catalogue events. */
export const CATALOG_CHANNEL = 'catalog';
/** Matches that kicked off this long ago and are still undecided are kept (a day covers any sport). */
const OPEN_LOOKBACK_MS = 24 * 60 * 60 * 1000;

export type Catalog = {
  store: CatalogStore;
  names(): CatalogNames;
  /** Where a feed provider pushes (used on the instance leading the feed). */
  sink: FeedSink;
  /** Reads names and open matches from the database again. */
  reload(): Promise<void>;
  close(): void;
};

export type CatalogDeps = {
  database: Database;
  bus: Bus;
  hub: LiveHub;
  now: () => Date;
  log: FastifyBaseLogger;
};

export async function createCatalog({ database, bus, hub, now, log }: CatalogDeps): Promise<Catalog> {
  const { db } = database;
  const store = new CatalogStore();
  let names: CatalogNames = await loadNames(db);
  let reloading: Promise<void> | undefined;

  /** Tells the match's followers to fetch it again (its changes came from the database). */
  function announce(match: CatalogMatch): void {
    hub.publish([matchTopic(match.id), LIVE_TOPIC], {
      t: 'added',
      id: match.id,
      sportId: match.sportId,
      v: match.version,
    });
  }

  async function reloadNow(): Promise<void> {
    names = await loadNames(db);
    const open = await loadOpenMatches(db, new Date(now().getTime() - OPEN_LOOKBACK_MS));
    for (const match of open) {
      const held = store.get(match.id);
      store.put(match);
      // The database can be ahead of the bus: the event of that version will be dropped as old.
      if (held && held.version < match.version) announce(match);
    }
  }

  /** Reloads coalesce: one running plus at most one queued behind it. */
  function reload(): Promise<void> {
    const next = (reloading ?? Promise.resolve()).then(reloadNow).catch((error: unknown) => {
      log.error({ err: error }, 'catalogue reload failed');
    });
    reloading = next;
    return next;
  }

  /** An event skipped versions (this instance missed some): read the match, tell clients to fetch it. */
  function refill(id: number): void {
    loadMatch(db, { id })
      .then((match) => {
        if (!match) return store.delete(id);
        store.put(match);
        announce(match);
      })
      .catch((error: unknown) => log.error({ err: error, id }, 'catalogue refill failed'));
  }

  function apply(event: CatalogEvent): void {
    for (const { topics, frame } of store.apply(event, refill)) hub.publish(topics, frame);
  }

  function onEvent(message: unknown): void {
    const event = message as CatalogEvent;
    if (event.kind === 'reload') void reload();
    else apply(event);
  }

  /**
   * The feed's changes reach this store before the bus (its echo is then an old version): over
   * Redis the echo comes later, and a second change to the match must already build on the first.
   */
  function publish(event: CatalogEvent): void {
    if (event.kind !== 'reload') apply(event);
    bus.publish(CATALOG_CHANNEL, event);
  }

  // Subscribe before loading, so nothing published meanwhile is missed (versions sort it out).
  const unsubscribe = bus.subscribe(CATALOG_CHANNEL, onEvent);
  await reloadNow();
  const sink = createFeedIngest({ db, store, now, publish });
  return { store, names: () => names, sink, reload, close: unsubscribe };
}
