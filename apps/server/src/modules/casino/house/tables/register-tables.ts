// The live tables' calls under /house/api/*, and the sweep that pays players who left before
// their round's result.
import {
  blackjackActionRequest,
  blackjackBetRequest,
  blackjackHandAnswer,
  blackjackResultAnswer,
  blackjackResultRequest,
  blackjackTableAnswer,
  blackjackTableRequest,
  rouletteBetAnswer,
  rouletteBetRequest,
  rouletteResultAnswer,
  rouletteResultRequest,
  rouletteTableAnswer,
  rouletteTableRequest,
} from '@bet/domain/api/house-games';
import type { AppDeps, AppInstance } from '../../../../http/app-instance.ts';
import {
  blackjackAction,
  blackjackResult,
  blackjackTable,
  placeBlackjackBet,
  settleBlackjack,
} from '../blackjack/blackjack-table.ts';
import type { HouseWallet } from '../house-wallet.ts';
import {
  placeRouletteBets,
  rouletteResult,
  rouletteTable,
  settleRoulette,
} from '../roulette/roulette-table.ts';
import { houseCallSchema } from '../route-schema.ts';
import type { TableContext } from './table-context.ts';
import { tableSeeds } from './table-seeds.ts';

const SWEEP_MS = 2_000;

export function registerTables(
  app: AppInstance,
  deps: AppDeps,
  wallet: HouseWallet,
  secretsKey: Buffer,
): void {
  const seeds = tableSeeds(secretsKey);
  const contextOf = (): TableContext => ({
    db: deps.database.db,
    wallet,
    now: deps.now(),
    seeds,
    secretsKey,
  });
  app.post(
    '/house/api/rouletteTable',
    houseCallSchema('Joins the roulette table', rouletteTableRequest, rouletteTableAnswer),
    (req) => rouletteTable(contextOf(), req.body.token),
  );
  app.post(
    '/house/api/rouletteBet',
    houseCallSchema('Bets on the open roulette round', rouletteBetRequest, rouletteBetAnswer),
    (req) => placeRouletteBets(contextOf(), req.body.token, req.body),
  );
  app.post(
    '/house/api/rouletteResult',
    houseCallSchema(
      'A revealed roulette round and the player’s win',
      rouletteResultRequest,
      rouletteResultAnswer,
    ),
    (req) => rouletteResult(contextOf(), req.body.token, req.body.round),
  );
  app.post(
    '/house/api/blackjackTable',
    houseCallSchema('Joins the blackjack table', blackjackTableRequest, blackjackTableAnswer),
    (req) => blackjackTable(contextOf(), req.body.token),
  );
  app.post(
    '/house/api/blackjackBet',
    houseCallSchema('Bets on the open blackjack round', blackjackBetRequest, blackjackHandAnswer),
    (req) => placeBlackjackBet(contextOf(), req.body.token, req.body),
  );
  app.post(
    '/house/api/blackjackAction',
    houseCallSchema('Hits, stands or doubles', blackjackActionRequest, blackjackHandAnswer),
    (req) => blackjackAction(contextOf(), req.body.token, req.body),
  );
  app.post(
    '/house/api/blackjackResult',
    houseCallSchema(
      'A revealed blackjack round and the player’s win',
      blackjackResultRequest,
      blackjackResultAnswer,
    ),
    (req) => blackjackResult(contextOf(), req.body.token, req.body.round),
  );

  // Every instance sweeps: each payment is idempotent at the wallet, so two sweeps pay once.
  let sweeping: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    const ctx = contextOf();
    sweeping ??= Promise.all([settleRoulette(ctx), settleBlackjack(ctx)])
      .catch((error: unknown) => app.log.error({ err: error }, 'table sweep failed'))
      .finally(() => {
        sweeping = null;
      });
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
