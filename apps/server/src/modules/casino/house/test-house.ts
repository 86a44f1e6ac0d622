// Helpers for the in-house game tests: a player with a slot session, and the game's calls.
import type { SlotSessionAnswer, SlotSpinAnswer } from '@bet/domain/api/house-games';
import type { LightMyRequestResponse } from 'fastify';
import { testConfig } from '../../../config.ts';
import { buildUser, giveCredit } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { secretsKeyOf } from '../../auth/index.ts';
import { issueLaunchToken } from '../launch-tokens.ts';
import { houseProvider } from '../test-wallet.ts';
import { houseWallet } from './house-wallet.ts';

export const houseCall = (t: TestApp, name: string, body: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: `/house/api/${name}`, payload: body as object });

/** The wallet as the in-house games reach it. */
export const realHouseWallet = (t: TestApp) => houseWallet(t.app, t.database.db, secretsKeyOf(testConfig()));

/** A player holding `credit` minor units with a launch token for one slot; `open` and `spin` are its calls. */
export async function slotPlayer(
  t: TestApp,
  credit: number,
  gameCode = 'classic-fruits',
  serviceType: 4 | 5 = 5,
) {
  const provider = await houseProvider(t);
  const player = await buildUser(t.database.db, { role: 'player' });
  if (credit > 0) await giveCredit(t.database.db, player.id, credit);
  const token = await issueLaunchToken(
    t.database.db,
    { providerId: provider.id, userId: player.id, gameCode, serviceType, currency: 'TRY' },
    t.clock.now(),
  );
  const open = async () => (await houseCall(t, 'slotSession', { token })).json() as SlotSessionAnswer;
  const spin = async (stakePerLine: number) =>
    (await houseCall(t, 'slotSpin', { token, stakePerLine })).json() as
      | SlotSpinAnswer
      | { status: 'ERROR'; msg: string };
  return { player, token, open, spin };
}
