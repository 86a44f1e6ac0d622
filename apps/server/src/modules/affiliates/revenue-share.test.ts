// Closing affiliate periods on a real database: the share of the referred players' NGR from the
// ledger, paid once (also when computed twice at the same moment), carry-over on and off, the second
// tier, and statements that an independent sum over the ledger reproduces to the kuruş.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { sql } from '../../test/sql.ts';
import { useTestApp } from '../../test/test-app.ts';
import { getBalance } from '../wallet/index.ts';
import { expectLedgerSound } from '../wallet/test-support.ts';
import { closeDuePeriods } from './close-period.ts';
import { periodClockOf } from './index.ts';
import { closeEveryDuePeriod } from './scheduler.ts';
import { statementsOf } from './statements-repo.ts';
import { buildAffiliate, buildReferred, play } from './test-affiliates.ts';

const clock = periodClockOf({ affiliate_cutoff_time: '21:00' });
// The test clock starts 01.06.2026 12:00 UTC: June closes 30.06 21:00 Istanbul (18:00 UTC).
const APPROVED = new Date('2026-06-01T12:00:00Z');
const IN_JUNE = new Date('2026-06-10T10:00:00Z');
const JUNE_LAST_MINUTE = new Date('2026-06-30T17:59:00Z');
const JULY_FIRST_MINUTE = new Date('2026-06-30T18:00:00Z');
const AFTER_JUNE = new Date('2026-07-01T00:00:00Z');
const AFTER_JULY = new Date('2026-08-01T00:00:00Z');

describe.each(testDatabaseKinds)('affiliate revenue share on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;

  /** The referred players' figures over the window, summed straight from the postings. */
  const ledgerSum = async (affiliateId: number, from: Date, to: Date) => {
    const [row] = await sql<{ stakes: string; wins: string; bonuses: string }>(
      t,
      `select coalesce(sum(-p.amount) filter (where t.kind = 'coupon_stake'), 0) as stakes,
              coalesce(sum(p.amount) filter (where t.kind = 'payout'), 0) as wins,
              coalesce(sum(p.amount) filter (where t.kind = 'bonus_release'), 0) as bonuses
         from ledger_postings p
         join ledger_accounts a on a.id = p.account_id
         join ledger_transactions t on t.id = p.transaction_id
         join users u on u.id = a.user_id
        where u.referrer_id = $1 and a.kind in ('player', 'dealer')
          and p.created_at >= $2 and p.created_at < $3`,
      [affiliateId, from.toISOString(), to.toISOString()],
    );
    return { stakes: Number(row?.stakes), wins: Number(row?.wins), bonuses: Number(row?.bonuses) };
  };
  const sharesPaid = async (affiliateId: number) =>
    sql<{ n: string }>(
      t,
      `select count(*) as n from ledger_transactions where kind = 'affiliate_share' and reference like $1`,
      [`affiliate:${affiliateId}:%`],
    ).then(([row]) => Number(row?.n));

  it('pays the share of June’s NGR once, itemized, and reproducible from the ledger', async () => {
    const affiliate = await buildAffiliate(db(), { percentBp: 2500 }, APPROVED);
    const ayse = await buildReferred(db(), affiliate.userId);
    const mehmet = await buildReferred(db(), affiliate.userId, 2_000_00);
    await play(db(), ayse.id, { stake: 300_00, win: 50_00, bonus: 10_01 }, IN_JUNE);
    await play(db(), mehmet.id, { stake: 120_55 }, JUNE_LAST_MINUTE);
    // A minute after the cut-off belongs to July.
    await play(db(), mehmet.id, { stake: 999_00 }, JULY_FIRST_MINUTE);
    const outsider = await buildReferred(
      db(),
      (await buildAffiliate(db(), { percentBp: 1 }, APPROVED)).userId,
    );
    await play(db(), outsider.id, { stake: 777_00 }, IN_JUNE);

    const before = await getBalance(db(), affiliate.userId, 'TRY');
    expect(await closeDuePeriods(db(), affiliate, AFTER_JUNE, clock, AFTER_JUNE)).toEqual(['2026-06']);
    const [june] = await statementsOf(db(), affiliate.userId);
    const stakes = 300_00 + 120_55;
    const ngr = stakes - 50_00 - 10_01;
    expect(june?.statement).toMatchObject({
      periodId: '2026-06',
      periodStart: new Date('2026-05-31T18:00:00Z'),
      periodEnd: new Date('2026-06-30T18:00:00Z'),
      stakes,
      wins: 50_00,
      bonuses: 10_01,
      ngr,
      share: Math.floor(ngr / 4),
      total: Math.floor(ngr / 4),
    });
    expect(june?.items.map((i) => [i.playerUserId, i.stakes, i.wins, i.bonuses])).toEqual([
      [ayse.id, 300_00, 50_00, 10_01],
      [mehmet.id, 120_55, 0, 0],
    ]);
    const independent = await ledgerSum(
      affiliate.userId,
      new Date('2026-05-31T18:00:00Z'),
      new Date('2026-06-30T18:00:00Z'),
    );
    expect(independent).toEqual({
      stakes: june?.statement.stakes,
      wins: june?.statement.wins,
      bonuses: june?.statement.bonuses,
    });
    expect(await getBalance(db(), affiliate.userId, 'TRY')).toBe(before + Math.floor(ngr / 4));

    // Computed again: nothing more is paid.
    expect(await closeDuePeriods(db(), affiliate, AFTER_JUNE, clock, AFTER_JUNE)).toEqual([]);
    expect(await sharesPaid(affiliate.userId)).toBe(1);
    await expectLedgerSound(db());
  });

  it('pays a period once when two passes compute it at the same moment', async () => {
    const affiliate = await buildAffiliate(db(), { percentBp: 5000 }, APPROVED);
    const player = await buildReferred(db(), affiliate.userId);
    await play(db(), player.id, { stake: 200_00 }, IN_JUNE);
    const passes = await Promise.all([
      closeDuePeriods(db(), affiliate, AFTER_JUNE, clock, AFTER_JUNE),
      closeDuePeriods(db(), affiliate, AFTER_JUNE, clock, AFTER_JUNE),
      closeEveryDuePeriod(db(), AFTER_JUNE, periodClockOf),
    ]);
    const closedJune = passes.flat().filter((id) => id === '2026-06' || id === `${affiliate.userId}:2026-06`);
    expect(closedJune).toHaveLength(1);
    expect(await sharesPaid(affiliate.userId)).toBe(1);
    const [row] = await sql<{ total: string }>(
      t,
      `select sum(p.amount) as total from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
        join ledger_accounts a on a.id = p.account_id where t.kind = 'affiliate_share' and a.user_id = $1`,
      [affiliate.userId],
    );
    expect(Number(row?.total)).toBe(100_00);
  });

  it('carries a losing June into July when the switch is on, and starts July at zero when off', async () => {
    for (const carryOver of [true, false]) {
      const affiliate = await buildAffiliate(db(), { percentBp: 1000, carryOver }, APPROVED);
      const player = await buildReferred(db(), affiliate.userId);
      await play(db(), player.id, { stake: 100_00, win: 400_00 }, IN_JUNE);
      await play(db(), player.id, { stake: 500_00 }, new Date('2026-07-10T10:00:00Z'));
      expect(await closeDuePeriods(db(), affiliate, AFTER_JULY, clock, AFTER_JULY)).toEqual([
        '2026-06',
        '2026-07',
      ]);
      const [july, june] = await statementsOf(db(), affiliate.userId);
      expect(june?.statement).toMatchObject({ ngr: -300_00, share: 0, carriedOut: carryOver ? -300_00 : 0 });
      expect(june?.statement.transactionId).toBeNull();
      expect(july?.statement).toMatchObject({
        ngr: 500_00,
        carriedIn: carryOver ? -300_00 : 0,
        share: carryOver ? 20_00 : 50_00,
        carriedOut: 0,
      });
    }
  });

  it('adds the second tier: a percentage of the sub-affiliates’ own shares', async () => {
    const parent = await buildAffiliate(db(), { percentBp: 1000, tierBp: 2000 }, APPROVED);
    const sub = await buildAffiliate(db(), { percentBp: 5000 }, APPROVED, { referrerId: parent.userId });
    const subPlayer = await buildReferred(db(), sub.userId);
    await play(db(), subPlayer.id, { stake: 100_00 }, IN_JUNE);
    // Only the parent is closed: its sub-affiliate's period is closed first, so the tier sees it.
    expect(await closeDuePeriods(db(), parent, AFTER_JUNE, clock, AFTER_JUNE)).toEqual(['2026-06']);
    const [subJune] = await statementsOf(db(), sub.userId);
    const [parentJune] = await statementsOf(db(), parent.userId);
    expect(subJune?.statement).toMatchObject({ share: 50_00, tierShare: 0 });
    // The sub-affiliate's own share is not play of the parent's referred players: no NGR from it.
    expect(parentJune?.statement).toMatchObject({ ngr: 0, share: 0, tierShare: 10_00, total: 10_00 });
  });

  it('closes nothing still running, and a weekly affiliate per Monday week', async () => {
    const weekly = await buildAffiliate(db(), { percentBp: 1000, cutoff: 1 }, APPROVED);
    expect(await closeDuePeriods(db(), weekly, new Date('2026-06-07T20:59:00Z'), clock, APPROVED)).toEqual(
      [],
    );
    expect(await closeDuePeriods(db(), weekly, new Date('2026-06-14T21:00:00Z'), clock, APPROVED)).toEqual([
      '2026-W23',
      '2026-W24',
    ]);
  });
});
