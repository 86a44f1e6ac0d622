// The jackpots call: the pots the player may see, in their currency, and the latest drops.
import { jackpotsAnswer, jackpotsRequest } from '@bet/domain/api/casino';
import type { JackpotId } from '@bet/domain/casino/jackpots';
import type { UserPermissions } from '@bet/domain/user-defaults';
import { actorOf } from '../../../authz/actor.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { notFound } from '../../../http/errors.ts';
import { effectivePermissions, findUserById } from '../../account/index.ts';
import { recentDrops, runningPots } from './jackpot-views.ts';

/** The jackpots a player sees (spec 002 §2): the casino's with slotjackpotUser, live casino's with livejackpotUser. */
export function visibleJackpots(permissions: UserPermissions): JackpotId[] {
  const slots = permissions.slotjackpotUser.status === 1;
  const live = permissions.livejackpotUser.status === 1;
  return [
    ...(slots ? (['casinoDaily', 'casinoWeekly', 'casinoMega'] as const) : []),
    ...(live ? (['liveCasinoDaily'] as const) : []),
    'sportsPrematch',
    'sportsLive',
  ];
}

export function registerJackpotCalls(app: AppInstance, deps: AppDeps): void {
  app.post(
    '/api/jackpots',
    {
      schema: {
        summary: 'The jackpots the player may see and their latest drops',
        tags: ['casino'],
        body: jackpotsRequest,
        response: { 200: jackpotsAnswer },
      },
      config: { access: 'signedIn' },
    },
    async (req) => {
      const { db } = deps.database;
      const user = await findUserById(db, actorOf(req).userId);
      if (!user) throw notFound();
      const visible: ReadonlySet<JackpotId> = new Set(visibleJackpots(effectivePermissions(user)));
      const pots = await runningPots(db, deps.now());
      return {
        status: true as const,
        results: pots.filter((pot) => visible.has(pot.id) && pot.currency === user.currency),
        winners: await recentDrops(db, [...visible], user.currency),
      };
    },
  );
}
