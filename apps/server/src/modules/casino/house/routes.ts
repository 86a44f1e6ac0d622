// The in-house provider's own calls under /house/api/*, what its game clients send. Answers are
// 200 with status OK or ERROR (a translation key); malformed bodies get the usual 400.
import {
  clientSeedAnswer,
  clientSeedRequest,
  houseSessionRequest,
  roundProofAnswer,
  roundProofRequest,
  slotSessionAnswer,
  slotSpinAnswer,
  slotSpinRequest,
} from '@bet/domain/api/house-games';
import { slotRulesFor } from '@bet/domain/casino/slot-catalogue';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, AppInstance } from '../../../http/app-instance.ts';
import { secretsKeyOf } from '../../auth/index.ts';
import { findRound, proofOf } from './house-rounds.ts';
import { houseWallet } from './house-wallet.ts';
import { refuse } from './refusals.ts';
import { houseCallSchema } from './route-schema.ts';
import { type HouseContext, openSlotSession, playSlotSpin, setClientSeed } from './slot-play.ts';
import { registerTables } from './tables/register-tables.ts';

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
  app.post(
    '/house/api/slotSession',
    houseCallSchema('Opens an in-house slot', houseSessionRequest, slotSessionAnswer),
    (req) => openSlotSession(contextOf(req), req.body.token),
  );
  app.post(
    '/house/api/slotSpin',
    houseCallSchema('Spins an in-house slot', slotSpinRequest, slotSpinAnswer),
    (req) => playSlotSpin(contextOf(req), req.body.token, req.body.stakePerLine),
  );
  app.post(
    '/house/api/clientSeed',
    houseCallSchema('Sets the client seed of the next rounds', clientSeedRequest, clientSeedAnswer),
    (req) => setClientSeed(contextOf(req), req.body.token, req.body.clientSeed),
  );
  app.post(
    '/house/api/roundProof',
    houseCallSchema('A played slot round with its revealed seeds', roundProofRequest, roundProofAnswer),
    async (req) => {
      const round = await findRound(deps.database.db, req.body.roundId);
      return round ? { status: 'OK' as const, proof: proofOf(round) } : refuse('roundNotFound');
    },
  );
  registerTables(app, deps, wallet, secretsKey);
}
