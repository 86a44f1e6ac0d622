// The in-house slots end to end: provably fair rounds paid through the seamless wallet, to the kuruş,
// surviving lost wallet answers, and the UK spin rules.
import type { SlotSpinAnswer } from '@bet/domain/api/house-games';
import { seedCommitment } from '@bet/domain/casino/fairness';
import { slotMachineOf } from '@bet/domain/casino/slot-catalogue';
import { spin } from '@bet/domain/casino/slot-engine';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { defaultSite } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { invalidateSiteCache, patchSiteSettings } from '../../site/index.ts';
import { auditLedger } from '../../wallet/index.ts';
import { playerLedger } from '../test-wallet.ts';
import { findRound, ROUND_LEASE_MS } from './house-rounds.ts';
import type { HouseWallet } from './house-wallet.ts';
import { openSlotSession, playSlotSpin } from './slot-play.ts';
import { houseCall, realHouseWallet, slotPlayer } from './test-house.ts';

const spun = (answer: unknown): SlotSpinAnswer => {
  expect(answer).toMatchObject({ status: 'OK' });
  return answer as SlotSpinAnswer;
};

describe.each(testDatabaseKinds)('the in-house slots on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(async () => {
    const audit = await auditLedger(t.database.db);
    for (const total of Object.values(audit.totalsByCurrency)) expect(total).toBe(0);
    expect(audit.unbalancedTransactions).toEqual([]);
    expect(audit.cacheMismatches).toEqual([]);
  });

  it('plays a round the player can verify, moving exactly its stake and win', async () => {
    const { player, open, spin: spinAt } = await slotPlayer(t, 10_000, 'scatter-gems');
    const session = await open();
    expect(session).toMatchObject({
      status: 'OK',
      balance: 10_000,
      currency: 'TRY',
      lastRound: null,
      resumed: false,
    });
    expect(session.rules).toEqual({ minSpinMs: 0, autoplay: true });

    const { round, seeds } = spun(await spinAt(10));
    const machine = slotMachineOf('scatter-gems')!;
    // The hash shown before play commits to the seed revealed after it.
    expect(round.proof.serverSeedHash).toBe(session.seeds.serverSeedHash);
    expect(seedCommitment(round.proof.serverSeed)).toBe(session.seeds.serverSeedHash);
    expect(round.proof).toMatchObject({ clientSeed: session.seeds.clientSeed, nonce: session.seeds.nonce });
    const replay = spin(machine, round.proof, 10);
    expect(round.stops).toEqual(replay.stops);
    expect(round.proof.win).toBe(replay.totalWin);
    expect(round.proof.stake).toBe(10 * machine.lines.length);
    expect(round.balance).toBe(10_000 - round.proof.stake + round.proof.win);
    // The next round is committed to a fresh seed.
    expect(seeds.nonce).toBe(session.seeds.nonce + 1);
    expect(seeds.serverSeedHash).not.toBe(session.seeds.serverSeedHash);

    const ledger = await playerLedger(t, player.id);
    expect(ledger).toEqual([
      { kind: 'slot_stake', amount: -round.proof.stake },
      ...(round.proof.win > 0 ? [{ kind: 'slot_payout', amount: round.proof.win }] : []),
    ]);
    expect((await open()).lastRound?.proof.roundId).toBe(round.proof.roundId);
    const proof = (await houseCall(t, 'roundProof', { roundId: round.proof.roundId })).json();
    expect(proof).toEqual({ status: 'OK', proof: round.proof });
  });

  it('keeps the balance equal to the ledger over many spins, some of them at once', async () => {
    const { player, spin: spinAt, open } = await slotPlayer(t, 50_000, 'dragon-vault');
    let net = 0;
    for (let i = 0; i < 10; i++) {
      const { round } = spun(await spinAt(5));
      net += round.proof.win - round.proof.stake;
    }
    const burst = await Promise.all(Array.from({ length: 8 }, () => spinAt(2)));
    for (const answer of burst) {
      const { round } = spun(answer);
      net += round.proof.win - round.proof.stake;
    }
    expect((await open()).balance).toBe(50_000 + net);
    const ledger = await playerLedger(t, player.id);
    expect(ledger.reduce((sum, p) => sum + p.amount, 0)).toBe(net);
    expect(ledger.filter((p) => p.kind === 'slot_stake')).toHaveLength(18);
  });

  it('refuses what it cannot play and changes nothing', async () => {
    const { player, token, spin: spinAt, open } = await slotPlayer(t, 30, 'classic-fruits');
    expect(await spinAt(10)).toEqual({ status: 'ERROR', msg: 'insufficientBalance' });
    expect(await spinAt(7)).toEqual({ status: 'ERROR', msg: 'invalidStake' });
    expect((await houseCall(t, 'slotSpin', { token: 'nope', stakePerLine: 1 })).json()).toEqual({
      status: 'ERROR',
      msg: 'sessionExpired',
    });
    expect((await houseCall(t, 'slotSpin', { token, stakePerLine: 'lots' })).statusCode).toBe(400);
    expect((await houseCall(t, 'roundProof', { roundId: 'nobody' })).json()).toEqual({
      status: 'ERROR',
      msg: 'roundNotFound',
    });
    expect((await open()).balance).toBe(30);
    expect(await playerLedger(t, player.id)).toEqual([]);
    t.clock.advance(2 * 60 * 60 * 1000);
    expect(await spinAt(1)).toEqual({ status: 'ERROR', msg: 'sessionExpired' });
  });

  it('uses the client seed the player chose', async () => {
    const { token, spin: spinAt } = await slotPlayer(t, 1000);
    const changed = (await houseCall(t, 'clientSeed', { token, clientSeed: 'my-lucky-seed' })).json();
    expect(changed).toMatchObject({ status: 'OK', seeds: { clientSeed: 'my-lucky-seed' } });
    expect(spun(await spinAt(1)).round.proof.clientSeed).toBe('my-lucky-seed');
    expect((await houseCall(t, 'clientSeed', { token, clientSeed: 'with space' })).statusCode).toBe(400);
  });

  it('finishes a round whose win got no answer when the game is opened again', async () => {
    const { player, token, open } = await slotPlayer(t, 10_000);
    const wallet = realHouseWallet(t);
    const dropsWins: HouseWallet = {
      ...wallet,
      win: async (...args) => {
        await wallet.win(...args);
        throw new Error('timed out');
      },
    };
    const winLost: HouseWallet = { ...wallet, win: async () => Promise.reject(new Error('timed out')) };
    const rules = { minSpinMs: 0, autoplay: true };
    const ctx = (w: HouseWallet) => ({ db: t.database.db, wallet: w, now: t.clock.now(), rules });

    // The win landed but its answer was lost; then one that never landed.
    spun(await playSlotSpin(ctx(dropsWins), token, 20));
    const pending = spun(await playSlotSpin(ctx(winLost), token, 20)).round;
    expect((await findRound(t.database.db, pending.proof.roundId))?.state).toBe('bet');

    // Within its lease the spin that drew a round is still driving it: nobody else touches it.
    const early = await openSlotSession(ctx(wallet), token);
    expect(early).toMatchObject({ status: 'OK', resumed: false });
    expect((await findRound(t.database.db, pending.proof.roundId))?.state).toBe('bet');
    t.clock.advance(ROUND_LEASE_MS);
    const reopened = await openSlotSession(ctx(wallet), token);
    expect(reopened).toMatchObject({ status: 'OK', resumed: true });
    if (reopened.status !== 'OK') return;
    expect(reopened.lastRound?.proof.roundId).toBe(pending.proof.roundId);
    const ledger = await playerLedger(t, player.id);
    expect(ledger.filter((p) => p.kind === 'slot_stake')).toHaveLength(2);
    expect(reopened.balance).toBe(10_000 + ledger.reduce((sum, p) => sum + p.amount, 0));
    expect((await findRound(t.database.db, pending.proof.roundId))?.state).toBe('settled');
    expect((await open()).resumed).toBe(false);
  });

  it('refunds a bet whose answer was lost, and never pays its round', async () => {
    const { player, token, open } = await slotPlayer(t, 10_000);
    const wallet = realHouseWallet(t);
    const betLost: HouseWallet = {
      ...wallet,
      bet: async (...args) => {
        await wallet.bet(...args);
        throw new Error('timed out');
      },
    };
    const ctx = {
      db: t.database.db,
      wallet: betLost,
      now: t.clock.now(),
      rules: { minSpinMs: 0, autoplay: true },
    };
    expect(await playSlotSpin(ctx, token, 50)).toEqual({ status: 'ERROR', msg: 'serviceUnavailable' });
    t.clock.advance(ROUND_LEASE_MS);
    expect((await open()).balance).toBe(10_000);
    const ledger = await playerLedger(t, player.id);
    expect(ledger.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
  });

  it('holds a UK site to 2.5 s a spin and no autoplay', async () => {
    const site = await defaultSite(t.database.db);
    await patchSiteSettings(t.database.db, site.id, { uk_slot_rules: 1 }, t.clock.now());
    invalidateSiteCache();
    try {
      const { open, spin: spinAt } = await slotPlayer(t, 10_000);
      expect((await open()).rules).toEqual({ minSpinMs: 2500, autoplay: false });
      spun(await spinAt(1));
      t.clock.advance(2499);
      expect(await spinAt(1)).toEqual({ status: 'ERROR', msg: 'spinTooSoon' });
      t.clock.advance(1);
      spun(await spinAt(1));
    } finally {
      await patchSiteSettings(t.database.db, site.id, { uk_slot_rules: 0 }, t.clock.now());
      invalidateSiteCache();
    }
  });
});
