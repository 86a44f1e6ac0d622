// Keeps the jackpots going on every instance: feeds them (each jackpot by one instance at a time),
// announces drops over the bus, and sends the pots to the sockets watching them when they change.
import {
  JACKPOT_TOPIC,
  type JackpotView,
  type JackpotWin,
  winnerFrameKind,
} from '@bet/domain/casino/jackpot-frames';
import { JACKPOT_IDS } from '@bet/domain/casino/jackpots';
import type { Db } from '../../../db/client.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { every } from '../../../http/every.ts';
import { lastTransactionId } from '../../wallet/index.ts';
import { feedJackpot, startJackpot } from './feed-jackpot.ts';
import { runningPots, winOf } from './jackpot-views.ts';

const FEED_MS = 500;
const VIEW_MS = 1_000;
/** The bus channel of jackpot drops: every instance tells its own sockets. */
export const JACKPOT_WIN_CHANNEL = 'casino.jackpotWin';

/**
 * One feeding pass over every jackpot; answers the drops it made and announced, and whether every
 * jackpot read all there was.
 */
export async function feedJackpots(
  app: AppInstance,
  db: Db,
  now: Date,
): Promise<{ wins: JackpotWin[]; caughtUp: boolean }> {
  const wins: JackpotWin[] = [];
  let caughtUp = true;
  for (const jackpot of JACKPOT_IDS) {
    const pass = await feedJackpot(db, jackpot, now);
    caughtUp &&= pass.caughtUp;
    for (const drop of pass.drops) {
      const win = await winOf(db, drop.cycle, drop.winnerUserId, drop.amount, drop.at);
      app.realtime.bus.publish(JACKPOT_WIN_CHANNEL, win);
      wins.push(win);
    }
  }
  return { wins, caughtUp };
}

/** Feeds the jackpots when the ledger has moved, or the last pass left stakes for later. */
function feedWhileLedgerMoves(app: AppInstance, deps: AppDeps): void {
  let seen = -1;
  let behind = true;
  every(
    app,
    FEED_MS,
    async () => {
      const newest = await lastTransactionId(deps.database.db);
      if (newest === seen && !behind) return;
      seen = newest;
      behind = !(await feedJackpots(app, deps.database.db, deps.now())).caughtUp;
    },
    'jackpot feeding',
  );
}

export async function runJackpots(app: AppInstance, deps: AppDeps): Promise<void> {
  for (const jackpot of JACKPOT_IDS) await startJackpot(deps.database.db, jackpot);
  const { bus, hub } = app.realtime;
  const unsubscribe = bus.subscribe(JACKPOT_WIN_CHANNEL, (message) => {
    const win = message as JackpotWin;
    hub.publish([JACKPOT_TOPIC], { t: winnerFrameKind(win.jackpot), ...win });
  });
  app.addHook('onClose', async () => unsubscribe());
  if (deps.config.jackpotFeed) feedWhileLedgerMoves(app, deps);

  let shown = '';
  every(
    app,
    VIEW_MS,
    async () => {
      if (hub.subscribers(JACKPOT_TOPIC) === 0) return;
      const data: JackpotView[] = (await runningPots(deps.database.db, deps.now())).map(
        ({ commitment: _, ...view }) => view,
      );
      const text = JSON.stringify(data);
      if (text === shown) return;
      shown = text;
      hub.publish([JACKPOT_TOPIC], { t: 'events', data });
    },
    'jackpot pots',
  );
}
