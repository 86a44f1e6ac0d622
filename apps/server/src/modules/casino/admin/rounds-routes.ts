// The casino rounds of the caller's players (its site's for an admin, its subtree's for a dealer):
// searched by player, game, round and dates, and one at a time with its proof (in-house games) or
// its wallet calls (outside providers).
import {
  casinoRoundAnswer,
  casinoRoundRequest,
  casinoRoundsAnswer,
  casinoRoundsRequest,
} from '@bet/domain/api/admin/casino';
import { actorOf } from '../../../authz/actor.ts';
import { listScope } from '../../../authz/policies.ts';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { dayRangeOf } from '../../../http/day-range.ts';
import { notFound } from '../../../http/errors.ts';
import { userScopeCondition } from '../../account/index.ts';
import { secretsKeyOf } from '../../auth/index.ts';
import { tableSeeds } from '../house/tables/table-seeds.ts';
import { searchPlays } from './casino-plays.ts';
import { providerCallsOf } from './provider-calls.ts';
import { proofOf } from './round-proof.ts';

const tags = ['admin', 'casino'];

export function registerRoundsRoutes(app: AppInstance, deps: AppDeps): void {
  const db = deps.database.db;
  const config = { access: 'casino.rounds' as const };
  const seeds = tableSeeds(secretsKeyOf(deps.config));

  app.post(
    '/api/admin/casinoRounds',
    {
      schema: {
        summary: 'Casino rounds of the caller’s players, newest first',
        tags,
        body: casinoRoundsRequest,
        response: { 200: casinoRoundsAnswer },
      },
      config,
    },
    async (req) => {
      const { username, gameCode, roundId, from, to, page, pageSize } = req.body;
      const window = dayRangeOf({ startDate: from, endDate: to });
      const found = await searchPlays(
        db,
        {
          scope: userScopeCondition(listScope(actorOf(req))),
          username,
          gameCode,
          round: roundId,
          from: window.from,
          to: window.to,
        },
        { limit: pageSize, offset: (page - 1) * pageSize },
      );
      return { status: true as const, ...found };
    },
  );

  app.post(
    '/api/admin/casinoRound',
    {
      schema: {
        summary: 'One round of the caller’s players with its seeds or its wallet calls',
        tags,
        body: casinoRoundRequest,
        response: { 200: casinoRoundAnswer },
      },
      config,
    },
    async (req) => {
      const { kind, id } = req.body;
      // Outside the caller's players a round is as missing as one that never was.
      const scope = userScopeCondition(listScope(actorOf(req)));
      const [round] = (await searchPlays(db, { scope, kind, id }, { limit: 1, offset: 0 })).rows;
      if (!round) throw notFound();
      if (round.kind === 'provider') {
        return { status: true as const, round, proof: null, calls: await providerCallsOf(db, round.id) };
      }
      const proof = await proofOf(db, seeds, { kind: round.kind, id: round.id, state: round.state });
      if (!proof) throw notFound();
      return { status: true as const, round, proof, calls: [] };
    },
  );
}
