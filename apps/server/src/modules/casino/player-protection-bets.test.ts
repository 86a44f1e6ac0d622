// The player's own protection holds inside the games too: every wallet bet counts against their loss
// limits to the kuruş, however many arrive at once, and an exclusion begun mid-session stops play.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { addExclusion, setPlayerLimit } from '../protection/index.ts';
import { auditLedger } from '../wallet/index.ts';
import { walletCall } from './catalogue/test-catalogue.ts';
import { issueLaunchToken } from './launch-tokens.ts';
import { houseProvider } from './test-wallet.ts';

let ids = 0;
const nextId = (what: string) => `prot-${what}-${++ids}`;

describe.each(testDatabaseKinds)('player protection in wallet bets on %s', (kind) => {
  const t = useTestApp(kind);

  const playerWithSession = async (credit: number) => {
    const provider = await houseProvider(t);
    const player = await buildUser(t.database.db, { role: 'player' });
    await giveCredit(t.database.db, player.id, credit);
    const token = await issueLaunchToken(
      t.database.db,
      {
        providerId: provider.id,
        userId: player.id,
        gameCode: 'classic-fruits',
        serviceType: 5,
        currency: 'TRY',
      },
      t.clock.now(),
    );
    const round = () => nextId('r');
    const bet = (amount: number, roundId = round()) =>
      walletCall(t, provider, token, 'bet', { transactionId: nextId('b'), roundId, amount });
    const win = (amount: number, roundId: string) =>
      walletCall(t, provider, token, 'win', { transactionId: nextId('w'), roundId, amount });
    const balance = async () => (await walletCall(t, provider, token, 'balance')).balance;
    return { player, bet, win, balance };
  };

  it('takes stakes up to the day loss limit to the kuruş and refuses the one past it', async () => {
    const { player, bet, win, balance } = await playerWithSession(100_00);
    await setPlayerLimit(t.database.db, player.id, 'loss_day', 10_00, t.clock.now());
    const first = nextId('r');
    expect((await bet(6_00, first)).status).toBe('OK');
    // A win narrows the loss: 6,00 staked, 2,00 back, 4,00 lost, 6,00 of room left.
    expect((await win(2_00, first)).status).toBe('OK');
    expect(await bet(6_01)).toEqual({ status: 'PLAYER_LIMIT' });
    expect((await bet(6_00)).status).toBe('OK');
    expect(await bet(1)).toEqual({ status: 'PLAYER_LIMIT' });
    expect(await balance()).toBe(100_00 - 6_00 + 2_00 - 6_00);
  });

  it('lets no two concurrent bets slip past the limit together', async () => {
    const { player, bet, balance } = await playerWithSession(100_00);
    await setPlayerLimit(t.database.db, player.id, 'loss_day', 5_00, t.clock.now());
    const answers = await Promise.all(Array.from({ length: 10 }, () => bet(1_00)));
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(5);
    expect(answers.filter((a) => a.status === 'PLAYER_LIMIT')).toHaveLength(5);
    expect(await balance()).toBe(95_00);
    expect((await auditLedger(t.database.db)).unbalancedTransactions).toEqual([]);
  });

  it('refuses every bet once the player excludes themselves mid-session', async () => {
    const { player, bet, balance } = await playerWithSession(50_00);
    expect((await bet(1_00)).status).toBe('OK');
    await addExclusion(t.database.db, player.id, 'timeout', '24h', t.clock.now());
    expect(await bet(1_00)).toEqual({ status: 'PLAYER_LIMIT' });
    expect(await balance()).toBe(49_00);
  });
});
