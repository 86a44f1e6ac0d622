// The game rounds and casino figures in the back office: each caller sees its own players only (an
// admin its site, a dealer its subtree), a player none, and a round's proof reveals a seed only once
// its round is over.
import type { CasinoReportAnswer, CasinoRoundAnswer, CasinoRoundsAnswer } from '@bet/domain/api/admin/casino';
import { seedCommitment } from '@bet/domain/casino/fairness';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { users } from '../../account/schema.ts';
import { secretsKeyOf } from '../../auth/index.ts';
import { casinoDay } from '../catalogue/casino-limits.ts';
import { HOUSE_LIVE, HOUSE_SLOTS } from '../catalogue/test-catalogue.ts';
import { tableSeeds } from '../house/tables/table-seeds.ts';
import { writePlays } from './test-plays.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('casino rounds and figures in the back office', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const rounds = async (caller: Name, body: Record<string, unknown> = {}) => {
    const res = await post('casinoRounds', body, accounts[caller]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CasinoRoundsAnswer>();
  };
  const ids = async (caller: Name, body: Record<string, unknown> = {}) =>
    (await rounds(caller, body)).rows.map((r) => r.round).sort();
  const report = async (caller: Name, body: Record<string, unknown> = {}) => {
    const res = await post('casinoReport', body, accounts[caller]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CasinoReportAnswer>();
  };
  const usernameOf = async (name: Name) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, accounts[name].id));
    return row?.username ?? '';
  };

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
    await writePlays(t, accounts);
  });

  it('shows each caller the rounds of its own players only', async () => {
    expect(await ids('adminA')).toEqual(['42', '7', 'round-p1', 'round-p2', 'round-p2-open']);
    expect(await ids('dealer1')).toEqual(['42', '7', 'round-p1']);
    expect(await ids('sub1')).toEqual(['42', 'round-p1']);
    expect(await ids('dealer2')).toEqual(['round-p2', 'round-p2-open']);
    expect(await ids('adminB')).toEqual(['round-pB']);
    for (const player of ['player1', 'player2', 'playerB'] as const) {
      expect((await post('casinoRounds', {}, accounts[player])).statusCode, player).toBe(403);
      expect((await post('casinoReport', {}, accounts[player])).statusCode, player).toBe(403);
    }
  });

  it('searches by player, game, round and days', async () => {
    const page = await rounds('adminA', { username: (await usernameOf('player1')).toUpperCase() });
    expect(page.rows.map((r) => r.round).sort()).toEqual(['42', 'round-p1']);
    expect(page.rows.find((r) => r.round === 'round-p1')).toMatchObject({
      kind: 'slot',
      gameCode: 'classic-fruits',
      gameTitle: 'Classic Fruits',
      stake: 100,
      win: 250,
      state: 'settled',
      playedAt: t.clock.now().toISOString(),
    });
    expect(await ids('adminA', { gameCode: 'blackjack' })).toEqual(['7']);
    expect(await ids('adminA', { roundId: '42' })).toEqual(['42']);
    // Another dealer's player is not found by name either.
    expect(await ids('dealer2', { username: await usernameOf('player1') })).toEqual([]);
    const today = casinoDay(t.clock.now());
    const tomorrow = casinoDay(new Date(t.clock.now().getTime() + DAY_MS));
    expect(await ids('adminA', { from: today, to: today })).toHaveLength(5);
    expect(await ids('adminA', { from: tomorrow })).toEqual([]);
  });

  it('refuses bad search input with its message', async () => {
    const today = casinoDay(t.clock.now());
    const tomorrow = casinoDay(new Date(t.clock.now().getTime() + DAY_MS));
    const reversed = await post('casinoRounds', { from: tomorrow, to: today }, accounts.adminA);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ key: 'dateRangeInvalid' });
    expect((await post('casinoRounds', { from: 'someday' }, accounts.adminA)).statusCode).toBe(400);
    expect((await post('casinoRounds', { page: 0 }, accounts.adminA)).statusCode).toBe(400);
    expect((await post('casinoReport', { to: 'never' }, accounts.adminA)).statusCode).toBe(400);
    expect((await post('casinoRound', { kind: 'dice', id: '1' }, accounts.adminA)).statusCode).toBe(400);
  });

  it('shows a slot round’s proof with its revealed seed', async () => {
    const res = await post('casinoRound', { kind: 'slot', id: 'round-p1' }, accounts.dealer1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CasinoRoundAnswer>().proof).toEqual({
      serverSeed: 'seed-of-round-p1',
      serverSeedHash: seedCommitment('seed-of-round-p1'),
      clientSeed: 'client',
      nonce: 3,
      stakePerLine: 10,
    });
    const open = await post('casinoRound', { kind: 'slot', id: 'round-p2-open' }, accounts.adminA);
    expect(open.json<CasinoRoundAnswer>().proof?.serverSeed).toBeNull();
  });

  it('derives a table round’s seeds, and keeps them secret until the round is settled', async () => {
    const { rows } = await rounds('dealer1', { gameCode: 'european-roulette' });
    const id = rows[0]?.id;
    const res = await post('casinoRound', { kind: 'table', id }, accounts.dealer1);
    const seed = tableSeeds(secretsKeyOf(testConfig())).serverSeedOf('european-roulette', 42);
    expect(res.json<CasinoRoundAnswer>().proof).toEqual({
      serverSeed: seed,
      serverSeedHash: seedCommitment(seed),
      clientSeed: 'european-roulette',
      nonce: 42,
      stakePerLine: null,
    });
    const [hand] = (await rounds('dealer1', { gameCode: 'blackjack' })).rows;
    const pending = await post('casinoRound', { kind: 'table', id: hand?.id }, accounts.dealer1);
    expect(pending.json<CasinoRoundAnswer>().proof).toMatchObject({ serverSeed: null, nonce: 7 });
  });

  it('finds no round of another subtree or site', async () => {
    for (const [caller, id] of [
      ['dealer2', 'round-p1'],
      ['adminB', 'round-p1'],
      ['adminA', 'round-pB'],
      ['adminA', 'no-such-round'],
    ] as const) {
      const res = await post('casinoRound', { kind: 'slot', id }, accounts[caller]);
      expect(res.statusCode, `${caller} ${id}`).toBe(404);
    }
  });

  it('sums stakes, wins, GGR, rounds and players per game and per provider', async () => {
    const all = await report('adminA');
    expect(all.games).toEqual([
      expect.objectContaining({
        gameCode: 'blackjack',
        stakes: 100,
        wins: 0,
        ggr: 100,
        rounds: 1,
        players: 1,
      }),
      expect.objectContaining({
        gameCode: 'classic-fruits',
        stakes: 400,
        wins: 250,
        ggr: 150,
        rounds: 2,
        players: 2,
      }),
      expect.objectContaining({
        gameCode: 'european-roulette',
        stakes: 200,
        wins: 0,
        ggr: 200,
        rounds: 1,
        players: 1,
      }),
    ]);
    const byCompany = Object.fromEntries(all.companies.map((c) => [c.companyId, c]));
    expect(byCompany[HOUSE_SLOTS]).toMatchObject({ stakes: 400, wins: 250, ggr: 150, rounds: 2, players: 2 });
    expect(byCompany[HOUSE_LIVE]).toMatchObject({ stakes: 300, wins: 0, ggr: 300, rounds: 2, players: 2 });
    expect(all.totals).toEqual({ stakes: 700, wins: 250, ggr: 450, rounds: 4, players: 3 });
    expect((await report('dealer1')).totals).toEqual({
      stakes: 400,
      wins: 250,
      ggr: 150,
      rounds: 3,
      players: 2,
    });
    expect((await report('dealer2')).totals).toEqual({
      stakes: 300,
      wins: 0,
      ggr: 300,
      rounds: 1,
      players: 1,
    });
    expect((await report('adminB')).totals).toMatchObject({ stakes: 500, rounds: 1, players: 1 });
    const tomorrow = casinoDay(new Date(t.clock.now().getTime() + DAY_MS));
    const empty = await report('adminA', { from: tomorrow, to: tomorrow });
    expect(empty).toMatchObject({ games: [], companies: [], totals: { stakes: 0, rounds: 0, players: 0 } });
  });
});
