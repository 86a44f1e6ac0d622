// An outside provider's rounds in the back office: listed and summed from the wallet calls it made,
// beside the in-house games, with a rolled-back bet counting for nothing, each round shown with its
// calls, and only to the staff above its player. The in-house provider's own calls are not listed
// twice: its games' tables hold those plays.
import type { CasinoReportAnswer, CasinoRoundAnswer, CasinoRoundsAnswer } from '@bet/domain/api/admin/casino';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config.ts';
import { giveCredit } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { sealSecret, secretsKeyOf } from '../../auth/index.ts';
import { casinoCompanies, casinoGames } from '../catalogue/schema.ts';
import { issueLaunchToken } from '../launch-tokens.ts';
import type { Provider } from '../providers.ts';
import { casinoProviders } from '../schema.ts';
import { houseProvider, signedCall, type WalletCall } from '../test-wallet.ts';

const ACME_COMPANY = 9_100;

describe('an outside provider’s rounds in the back office', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const rounds = async (caller: Name, body: Record<string, unknown> = {}) => {
    const res = await post('casinoRounds', body, accounts[caller]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CasinoRoundsAnswer>().rows;
  };

  let acme: Provider;

  /** A player's session in `gameCode` of `provider`: its signed calls, each expected to answer OK. */
  const sessionCalls = async (provider: Provider, gameCode: string, player: Name = 'player1') => {
    const token = await issueLaunchToken(
      t.database.db,
      { providerId: provider.id, userId: accounts[player].id, gameCode, serviceType: 5, currency: 'TRY' },
      t.clock.now(),
    );
    return async (name: WalletCall, fields: Record<string, unknown>) => {
      const res = await signedCall(
        t,
        name,
        { providerId: provider.code, token, currency: 'TRY', ...fields },
        provider.secret,
      );
      expect(res.json(), `${name} ${JSON.stringify(fields)}`).toMatchObject({ status: 'OK' });
    };
  };

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
    const db = t.database.db;
    const secret = 'acme-signing-secret';
    const [row] = await db
      .insert(casinoProviders)
      .values({
        siteId: 1,
        code: 'acme',
        name: 'Acme Games',
        secretSealed: sealSecret(secretsKeyOf(testConfig()), secret),
      })
      .returning();
    if (!row) throw new Error('no provider');
    acme = { id: row.id, code: 'acme', secret, suspended: false };
    await db
      .insert(casinoCompanies)
      .values({ id: ACME_COMPANY, name: 'Acme', providerId: row.id, topServiceId: 5 });
    await db
      .insert(casinoGames)
      .values({ id: ACME_COMPANY + 1, companyId: ACME_COMPANY, gameCode: 'acme-blast', title: 'Acme Blast' });
    await giveCredit(db, accounts.player1.id, 10_000);

    const play = await sessionCalls(acme, 'acme-blast');
    await play('bet', { transactionId: 'a-bet', roundId: 'round-a', amount: 300 });
    await play('win', {
      transactionId: 'a-win',
      roundId: 'round-a',
      amount: 1_000,
      betTransactionId: 'a-bet',
    });
    t.clock.advance(60_000);
    await play('bet', { transactionId: 'b-bet', roundId: 'round-b', amount: 200 });
    t.clock.advance(60_000);
    await play('bet', { transactionId: 'c-bet', roundId: 'round-c', amount: 500 });
    await play('rollback', { transactionId: 'c-back', roundId: 'round-c', betTransactionId: 'c-bet' });
    // The in-house provider through the same wallet: its plays are its games' rounds, not these.
    const house = await sessionCalls(await houseProvider(t), 'classic-fruits');
    await house('bet', { transactionId: 'h-bet', roundId: 'house-round', amount: 100 });
  });

  it('lists them with their stakes, wins and states, to the staff above the player only', async () => {
    const listed = (await rounds('adminA', { gameCode: 'acme-blast' })).map(
      ({ kind, round, gameTitle, stake, win, state }) => ({ kind, round, gameTitle, stake, win, state }),
    );
    expect(listed).toEqual([
      { kind: 'provider', round: 'round-c', gameTitle: 'Acme Blast', stake: 0, win: 0, state: 'cancelled' },
      { kind: 'provider', round: 'round-b', gameTitle: 'Acme Blast', stake: 200, win: 0, state: 'bet' },
      {
        kind: 'provider',
        round: 'round-a',
        gameTitle: 'Acme Blast',
        stake: 300,
        win: 1_000,
        state: 'settled',
      },
    ]);
    expect((await rounds('sub1', { roundId: 'round-a' })).map((r) => r.round)).toEqual(['round-a']);
    expect(await rounds('dealer2', { gameCode: 'acme-blast' })).toEqual([]);
    expect(await rounds('adminB', { gameCode: 'acme-blast' })).toEqual([]);
    const everything = await rounds('adminA');
    expect(everything.filter((r) => r.kind === 'provider')).toHaveLength(3);
    expect(everything.some((r) => r.round === 'house-round')).toBe(false);
  });

  it('sums them per game and company in the casino report', async () => {
    const res = await post('casinoReport', {}, accounts.adminA);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<CasinoReportAnswer>();
    const figures = { stakes: 500, wins: 1_000, ggr: -500, rounds: 2, players: 1 };
    expect(report.games.find((g) => g.gameCode === 'acme-blast')).toMatchObject({
      title: 'Acme Blast',
      ...figures,
    });
    expect(report.companies.find((c) => c.companyId === ACME_COMPANY)).toMatchObject({
      company: 'Acme',
      ...figures,
    });
    expect(report.totals).toMatchObject(figures);
  });

  it('shows a round by its wallet calls, not seeds', async () => {
    const [cancelled, , settled] = await rounds('dealer1', { gameCode: 'acme-blast' });
    const detail = async (id: string | undefined, caller: Name) =>
      post('casinoRound', { kind: 'provider', id }, accounts[caller]);
    const won = (await detail(settled?.id, 'dealer1')).json<CasinoRoundAnswer>();
    expect(won.proof).toBeNull();
    expect(
      won.calls.map(({ kind, transactionId, betTransactionId, amount }) => [
        kind,
        transactionId,
        betTransactionId,
        amount,
      ]),
    ).toEqual([
      ['bet', 'a-bet', null, 300],
      ['win', 'a-win', 'a-bet', 1_000],
    ]);
    expect(won.calls.every((c) => typeof c.ledgerTransactionId === 'number')).toBe(true);
    const refunded = (await detail(cancelled?.id, 'adminA')).json<CasinoRoundAnswer>();
    expect(refunded.calls.map((c) => [c.kind, c.amount, c.ledgerTransactionId !== null])).toEqual([
      ['bet', 500, true],
      ['rollback', 500, true],
    ]);
    expect((await detail(settled?.id, 'dealer2')).statusCode).toBe(404);
    expect((await detail('not-a-number', 'adminA')).statusCode).toBe(404);
  });

  it('shows the calls of the opened player only when players share a provider’s round', async () => {
    // A live table's round: player2, below dealer2, bets in the same round id as player1.
    await giveCredit(t.database.db, accounts.player2.id, 10_000);
    const other = await sessionCalls(acme, 'acme-blast', 'player2');
    await other('bet', { transactionId: 'p2-bet', roundId: 'round-a', amount: 700 });
    const callsOf = async (caller: Name) => {
      const [round] = await rounds(caller, { roundId: 'round-a' });
      const res = await post('casinoRound', { kind: 'provider', id: round?.id }, accounts[caller]);
      return res.json<CasinoRoundAnswer>().calls.map((c) => c.transactionId);
    };
    expect(await callsOf('dealer1')).toEqual(['a-bet', 'a-win']);
    expect(await callsOf('dealer2')).toEqual(['p2-bet']);
  });
});
