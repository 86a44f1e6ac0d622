// The in-house provider's own calls under /house/api/*, what its game clients send. Answers are
// 200 with status OK or ERROR (a translation key); malformed bodies get the usual 400.
import {
  clientSeedAnswer,
  clientSeedRequest,
  houseRefusal,
  houseSessionRequest,
  roundProof,
  roundProofRequest,
  slotSessionAnswer,
  slotSpinAnswer,
  slotSpinRequest,
} from '@bet/domain/api/house-games';
import { slotRulesFor } from '@bet/domain/casino/slot-catalogue';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { secretsKeyOf } from '../../auth/index.ts';
import { findRound, proofOf } from './house-rounds.ts';
import { houseWallet } from './house-wallet.ts';
import { registerRouletteTable } from './roulette/routes.ts';
import { type HouseContext, openSlotSession, playSlotSpin, setClientSeed } from './slot-play.ts';

const orRefusal = <T extends z.ZodType>(answer: T) => ({ 200: z.union([answer, houseRefusal]) });

export function registerHouseGames(app: AppInstance, deps: AppDeps): void {
  const secretsKey = secretsKeyOf(deps.config);
  const wallet = houseWallet(app, deps.database.db, secretsKey);
  // The game page is served from the player's site, whose settings say which slot rules apply.
  const contextOf = (req: FastifyRequest): HouseContext => ({
    db: deps.database.db,
    wallet,
    now: deps.now(),
    rules: slotRulesFor(req.site.settings.uk_slot_rules === 1),
  });
  const tags = ['house games'];

  app.post(
    '/house/api/slotSession',
    { schema: { tags, summary: 'Opens an in-house slot', body: houseSessionRequest, response: orRefusal(slotSessionAnswer) } },
    (req) => openSlotSession(contextOf(req), req.body.token),
  );
  app.post(
    '/house/api/slotSpin',
    { schema: { tags, summary: 'Spins an in-house slot', body: slotSpinRequest, response: orRefusal(slotSpinAnswer) } },
    (req) => playSlotSpin(contextOf(req), req.body.token, req.body.stakePerLine),
  );
  app.post(
    '/house/api/clientSeed',
    { schema: { tags, summary: 'Sets the client seed of the next rounds', body: clientSeedRequest, response: orRefusal(clientSeedAnswer) } },
    (req) => setClientSeed(contextOf(req), req.body.token, req.body.clientSeed),
  );
  app.post(
    '/house/api/roundProof',
    {
      schema: {
        tags,
        summary: 'A played round with its revealed seeds',
        body: roundProofRequest,
        response: orRefusal(z.object({ status: z.literal('OK'), proof: roundProof })),
      },
    },
    async (req) => {
      const round = await findRound(deps.database.db, req.body.roundId);
      if (!round) return { status: 'ERROR' as const, msg: 'roundNotFound' };
      return {
        status: 'OK' as const,
        proof: proofOf(round),
      };
    },
  );
  registerRouletteTable(app, deps, wallet, secretsKey);
}
