// The roulette table's calls under /house/api/*, and the sweep that pays players who left before
// their round's result.
import {
  houseRefusal,
  rouletteBetAnswer,
  rouletteBetRequest,
  rouletteResultAnswer,
  rouletteResultRequest,
  rouletteTableAnswer,
  rouletteTableRequest,
} from '@bet/domain/api/house-games';
import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../../../http/app-instance.ts';
import type { HouseWallet } from '../house-wallet.ts';
import { placeRouletteBets, rouletteResult, rouletteTable, settleTable, type TableContext } from './roulette-table.ts';
import { tableSeeds } from './table-seeds.ts';

const SWEEP_MS = 2_000;
const orRefusal = <T extends z.ZodType>(answer: T) => ({ 200: z.union([answer, houseRefusal]) });

export function registerRouletteTable(app: AppInstance, deps: AppDeps, wallet: HouseWallet, secretsKey: Buffer): void {
  const seeds = tableSeeds(secretsKey);
  const contextOf = (): TableContext => ({ db: deps.database.db, wallet, now: deps.now(), seeds, secretsKey });
  const tags = ['house games'];

  app.post(
    '/house/api/rouletteTable',
    { schema: { tags, summary: 'Joins the roulette table', body: rouletteTableRequest, response: orRefusal(rouletteTableAnswer) } },
    (req) => rouletteTable(contextOf(), req.body.token),
  );
  app.post(
    '/house/api/rouletteBet',
    { schema: { tags, summary: 'Bets on the open roulette round', body: rouletteBetRequest, response: orRefusal(rouletteBetAnswer) } },
    (req) => placeRouletteBets(contextOf(), req.body.token, req.body),
  );
  app.post(
    '/house/api/rouletteResult',
    { schema: { tags, summary: 'A revealed roulette round and the player’s win', body: rouletteResultRequest, response: orRefusal(rouletteResultAnswer) } },
    (req) => rouletteResult(contextOf(), req.body.token, req.body.round),
  );

  // Every instance sweeps: each payment is idempotent at the wallet, so two sweeps pay once.
  let sweeping: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    sweeping ??= settleTable(contextOf())
      .catch((error: unknown) => app.log.error({ err: error }, 'roulette sweep failed'))
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
