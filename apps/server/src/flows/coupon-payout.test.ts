// Terminal coupons paid out in cash at the counter, across the two-site tree with a terminal under
// sub1: the payout moves from the coupon's owner to whoever pays it, exactly once per request id,
// and back when it is marked unpaid; nobody without the right, outside the subtree or on another
// site changes anything, and the ledger stays balanced (checked after every test).
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, toSafeInteger } from '../db/sql-values.ts';
import { coupons } from '../modules/betting/schema.ts';
import { resettleMatch } from '../modules/betting/settlement/resettle.ts';
import { settleMatch } from '../modules/betting/settlement/settlement.ts';
import { endedResult, recordResult } from '../modules/betting/test-coupons.ts';
import { getBalance } from '../modules/wallet/index.ts';
import { type UserCoupon, upcomingFootball, useBettingApp, writeCoupon } from '../test/betting-app.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { buildUser, giveCredit } from '../test/factories.ts';
import { signIn } from '../test/session.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../test/two-site-tree.ts';

/** The tree's accounts and a terminal (till) under sub1 with its terminal user (tillUser). */
type Who = Name | 'till' | 'tillUser';
const EVERYONE: Who[] = [...NAMES, 'till', 'tillUser'];
/** Who may mark tillUser's coupons: those above it holding coupons.paymentStatus, the terminal too. */
const PAYERS: Who[] = ['adminA', 'dealer1', 'sub1', 'till'];
/** No payment permission at all: refused before the payload is read. */
const WITHOUT_RIGHT: Who[] = ['player1', 'player1b', 'player2', 'playerB', 'tillUser'];
const HOUR = 60 * 60 * 1000;
const WIN = { picks: [], ticketStake: 10_00 } satisfies UserCoupon;

describe.each(testDatabaseKinds)('terminal coupons paid at the counter on %s', (kind) => {
  const t = useBettingApp(kind);
  const callers = {} as Record<Who, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let matchesUsed = 0;
  let requests = 0;

  const pay = (who: Who, couponId: number, paid = true, reqId = `pay-${kind}-${++requests}`) =>
    post('couponPayment', { reqId, couponId, paid }, callers[who]);
  const couponOf = async (id: number) =>
    (await t.database.db.select().from(coupons).where(eq(coupons.id, id)))[0];
  const credit = (who: Who) => getBalance(t.database.db, callers[who].id, 'TRY');
  const count = async (table: 'ledger_transactions' | 'audit_log') =>
    toSafeInteger(
      rowsOf<{ n: unknown }>(await t.database.db.execute(sql`select count(*) as n from ${sql.raw(table)}`))[0]
        ?.n,
    );

  /** A coupon of `who` on a match of its own, settled won (20.00 for 10.00) or lost; or left open. */
  const couponOfOwner = async (who: Who, outcome: 'won' | 'lost' | 'open' = 'won') => {
    const match = upcomingFootball(t, HOUR)[matchesUsed++];
    if (!match) throw new Error('not enough matches');
    const pick = { matchId: match.id, outcomeId: outcome === 'lost' ? '2' : '1', odds: 2000 };
    const coupon = await writeCoupon(t, callers[who].id, { ...WIN, picks: [pick] });
    if (outcome !== 'open') {
      await recordResult(t.database.db, match.id, endedResult(2, 1), t.clock.now());
      await settleMatch(t.database.db, match.id, t.clock.now());
    }
    return { ...coupon, matchId: match.id };
  };

  beforeAll(async () => {
    const seeded = await seedTwoSiteTree(t);
    post = seeded.post;
    Object.assign(callers, seeded.accounts);
    for (const [name, role, parent] of [
      ['till', 'terminal', 'sub1'],
      ['tillUser', 'terminal_user', 'till'],
    ] as const) {
      const user = await buildUser(t.database.db, { role, parentId: callers[parent].id });
      await giveCredit(t.database.db, user.id, 100_00);
      const token = await signIn(t.app, user.username, user.password);
      callers[name] = { id: user.id, token, host: 'localhost' };
    }
    await giveCredit(t.database.db, callers.player1.id, 100_00);
  });

  it('leaves a terminal’s win unpaid at settlement, and a player’s paid', async () => {
    const counter = await couponOfOwner('tillUser');
    const online = await couponOfOwner('player1');
    expect(await couponOf(counter.id)).toMatchObject({ status: 1, income: 20_00, paid: false, paidAt: null });
    expect(await couponOf(online.id)).toMatchObject({ status: 1, income: 20_00, paid: true });
    // A cancelled terminal coupon's refund waits at the counter too.
    const open = await couponOfOwner('tillUser', 'open');
    const cancel = await post(
      'cancelCoupon',
      { reqId: `cancel-${kind}`, ticketId: open.ticketId },
      callers.dealer1,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await couponOf(open.id)).toMatchObject({ status: -2, income: 10_00, paid: false });
    expect((await pay('dealer1', open.id)).statusCode).toBe(200);
  });

  it('lets only those above the terminal with the right mark it, on their own site', async () => {
    const coupon = await couponOfOwner('tillUser');
    expect((await post('couponPayment', {})).statusCode).toBe(401);
    for (const who of EVERYONE.filter((w) => !PAYERS.includes(w))) {
      expect((await post('couponPayment', {}, callers[who])).statusCode, who).toBe(
        WITHOUT_RIGHT.includes(who) ? 403 : 400,
      );
      const [transactions, audits] = [await count('ledger_transactions'), await count('audit_log')];
      const res = await pay(who, coupon.id);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
      expect([await count('ledger_transactions'), await count('audit_log')]).toEqual([transactions, audits]);
      expect(await couponOf(coupon.id)).toMatchObject({ paid: false });
    }
    for (const who of PAYERS) {
      const paid = await pay(who, coupon.id);
      expect(paid.statusCode, `${who}: ${paid.body}`).toBe(200);
      expect((await pay(who, coupon.id, false)).statusCode, who).toBe(200);
    }
  });

  it('moves exactly the payout to the payer, once per request id, and writes the audit entry', async () => {
    const coupon = await couponOfOwner('tillUser');
    const [owner, payer] = [await credit('tillUser'), await credit('till')];
    const transactions = await count('ledger_transactions');
    const first = await pay('till', coupon.id, true, `once-${kind}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      couponId: coupon.id,
      paid: true,
      paidAt: t.clock.now().toISOString(),
    });
    const again = await pay('till', coupon.id, true, `once-${kind}`);
    expect(again.json()).toEqual(first.json());
    expect(await count('ledger_transactions')).toBe(transactions + 1);
    expect([await credit('tillUser'), await credit('till')]).toEqual([owner - 20_00, payer + 20_00]);
    expect(await couponOf(coupon.id)).toMatchObject({ paid: true, paidAt: t.clock.now() });

    const twice = await pay('till', coupon.id);
    expect([twice.statusCode, twice.json<{ key: string }>().key]).toEqual([409, 'couponAlreadyPaid']);
    const reused = await pay('till', coupon.id, false, `once-${kind}`);
    expect(reused.json()).toMatchObject({ key: 'requestIdReused' });
    const audit = await post('audit', { action: 'coupon.paid', pageSize: 500 }, callers.adminA);
    const rows = audit.json<{ rows: { targetId: string; after: unknown }[] }>().rows;
    const entry = rows.find((row) => row.targetId === coupon.ticketId);
    expect(entry).toMatchObject({ targetId: coupon.ticketId, after: { paid: true, amount: 20_00 } });
  });

  it('takes the payment back when marked unpaid, from whoever paid it', async () => {
    const coupon = await couponOfOwner('tillUser');
    const [owner, payer, dealer] = [await credit('tillUser'), await credit('till'), await credit('dealer1')];
    expect((await pay('till', coupon.id)).statusCode).toBe(200);
    // The dealer above the terminal undoes the terminal's payment: the terminal gives the credit back.
    const unpaid = await pay('dealer1', coupon.id, false);
    expect(unpaid.json()).toMatchObject({ status: true, paid: false, paidAt: null });
    expect([await credit('tillUser'), await credit('till'), await credit('dealer1')]).toEqual([
      owner,
      payer,
      dealer,
    ]);
    expect(await couponOf(coupon.id)).toMatchObject({ paid: false, paidAt: null });
    expect((await pay('dealer1', coupon.id, false)).json()).toMatchObject({ key: 'couponNotPaid' });
    const audit = await post('audit', { action: 'coupon.unpaid', pageSize: 500 }, callers.adminA);
    expect(audit.json<{ total: number }>().total).toBeGreaterThan(0);

    // An admin's payment is the house's: a sub-dealer below cannot take it back, the admin can.
    expect((await pay('adminA', coupon.id)).statusCode).toBe(200);
    expect((await pay('sub1', coupon.id, false)).json()).toMatchObject({ key: 'couponPaidByOther' });
    expect((await pay('adminA', coupon.id, false)).statusCode).toBe(200);
    expect(await credit('tillUser')).toBe(owner);
  });

  it('refuses coupons the counter does not pay, and bad input', async () => {
    for (const other of [
      await couponOfOwner('player1'),
      await couponOfOwner('tillUser', 'lost'),
      await couponOfOwner('tillUser', 'open'),
    ]) {
      const res = await pay('dealer1', other.id);
      expect([res.statusCode, res.json<{ key: string }>().key]).toEqual([409, 'couponNotPayable']);
      expect(await couponOf(other.id)).toMatchObject({ paid: other.userId === callers.player1.id });
    }
    const coupon = await couponOfOwner('tillUser');
    for (const body of [{ couponId: 0 }, { paid: 'yes' }, { reqId: 'short' }, { reqId: undefined }]) {
      const res = await post(
        'couponPayment',
        { reqId: `bad-${kind}-1`, couponId: coupon.id, paid: true, ...body },
        callers.dealer1,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await couponOf(coupon.id)).toMatchObject({ paid: false });
  });

  it('refuses a payment whose credit is gone, in a clear word', async () => {
    const coupon = await couponOfOwner('tillUser');
    const drained = await couponOfOwner('tillUser');
    expect((await pay('sub1', coupon.id)).statusCode).toBe(200);
    const spend = { reqId: `spend-${kind}`, targetUserId: callers.player1.id, direction: 'deposit' };
    await post('creditTransfer', { ...spend, amount: (await credit('sub1')) / 100 }, callers.sub1);
    const spent = await pay('sub1', coupon.id, false);
    expect([spent.statusCode, spent.json<{ key: string }>().key]).toEqual([409, 'couponPaymentSpent']);
    expect(await couponOf(coupon.id)).toMatchObject({ paid: true });

    const all = await credit('tillUser');
    const move = { targetUserId: callers.tillUser.id, amount: all / 100 };
    const withdraw = await post(
      'creditTransfer',
      { ...move, reqId: `drain-${kind}`, direction: 'withdraw' },
      callers.dealer1,
    );
    expect(withdraw.statusCode).toBe(200);
    expect((await pay('dealer1', drained.id)).json()).toMatchObject({ key: 'couponPayoutSpent' });
    expect(await couponOf(drained.id)).toMatchObject({ paid: false });
    await post('creditTransfer', { ...move, reqId: `refill-${kind}`, direction: 'deposit' }, callers.dealer1);
  });

  it('keeps a coupon paid at the counter decided when its match’s result is corrected', async () => {
    const coupon = await couponOfOwner('tillUser');
    expect((await pay('till', coupon.id)).statusCode).toBe(200);
    // The owner could cover the payout's reversal: only the counter's payment keeps the coupon decided.
    expect(await credit('tillUser')).toBeGreaterThanOrEqual(20_00);
    t.clock.advance(HOUR);
    await recordResult(t.database.db, coupon.matchId, endedResult(0, 1), t.clock.now());
    await resettleMatch(t.database.db, coupon.matchId, t.clock.now());
    expect(await couponOf(coupon.id)).toMatchObject({ status: 1, income: 20_00, paid: true });
  });
});
