// Bonuses end to end on the server: an operator defines one, a player asks, the operator accepts it
// into the player's bonus balance (once, however often clicked), and it joins the credit once its
// wagering is met, or goes back to the house when it expires first.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { giveCredit } from '../../../test/factories.ts';
import { call } from '../../../test/http.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { auditLedger, ensureAccount, getBalance, postTransaction } from '../../wallet/index.ts';
import { mailsTo } from '../test-payments.ts';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('bonus requests on %s', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let reqs = 0;
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
    await giveCredit(t.database.db, accounts.player1.id, 1_000_00);
  });
  const player = (name: string, body: Record<string, unknown> = {}) =>
    call(t.app, name, { lang: 'en', ...body }, { bearer: accounts.player1.token });
  const define = async (fields: Record<string, unknown>) => {
    const title = `Bonus ${++reqs}`;
    const res = await post(
      'saveBonusDefinition',
      { titles: { en: title }, expiryDays: 7, ...fields },
      accounts.adminA,
    );
    expect(res.statusCode, res.body).toBe(200);
    const definitions = res.json().definitions as { id: number; titles: { en?: string } }[];
    const saved = definitions.find((definition) => definition.titles.en === title);
    if (!saved) throw new Error('the saved bonus is not listed');
    return saved.id;
  };
  const item = async (id: number) =>
    (await player('getBonus')).json().data.find((b: { id: number }) => b.id === id);
  const waitingRequest = async (bonusId: number) =>
    (await post('bonusRequests', { status: 0 }, accounts.adminA))
      .json()
      .rows.find((r: { bonusId: number }) => r.bonusId === bonusId);
  const decide = (
    caller: Caller,
    id: number,
    decision: 'accept' | 'deny',
    reqId = `bonus-decision-${++reqs}`,
  ) => post('decideBonus', { id, decision, reqId }, caller);
  const credit = () => getBalance(t.database.db, accounts.player1.id, 'TRY');
  async function stake(amount: number) {
    const house = await ensureAccount(t.database.db, { system: true, kind: 'house', currency: 'TRY' });
    const own = await ensureAccount(t.database.db, {
      userId: accounts.player1.id,
      kind: 'player',
      currency: 'TRY',
    });
    await postTransaction(t.database.db, {
      kind: 'slot_stake',
      reference: `stake-${++reqs}`,
      actorUserId: accounts.player1.id,
      at: t.clock.now(),
      postings: [
        { accountId: own.id, amount: -amount },
        { accountId: house.id, amount },
      ],
    });
  }

  it('takes a request once, lets only the player’s operator accept it, into the bonus balance', async () => {
    const bonusId = await define({ amount: 100_00, percentBp: 0, maxAmount: 0, wageringMultiplier: 3 });
    expect(await item(bonusId)).toMatchObject({
      status: null,
      requestedExists: false,
      offer: { amount: 100 },
      wageringMultiplier: 3,
    });
    expect((await player('requestBonus', { bonusId })).json()).toMatchObject({ status: true });
    expect((await player('requestBonus', { bonusId })).json()).toMatchObject({
      key: 'bonusAlreadyRequested',
    });
    const request = await waitingRequest(bonusId);
    for (const name of NAMES.filter((n) => n !== 'adminA')) {
      expect((await decide(accounts[name], request.id, 'accept')).statusCode, name).toBe(403);
    }
    const before = await credit();
    const answers = await Promise.all([
      decide(accounts.adminA, request.id, 'accept'),
      decide(accounts.adminA, request.id, 'accept'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await credit()).toBe(before);
    // One mail for the one acceptance, naming the bonus, its amount and what is to be wagered.
    const [mail, ...more] = (await mailsTo(t, accounts.player1.id)).filter((m) =>
      m.subject.startsWith('Bonus talebiniz'),
    );
    expect(more).toEqual([]);
    expect(mail?.body).toMatch(/Bonus \d+.*100,00.*300,00/s);
    expect((await player('getBonus')).json().bonusBalance).toBe(100);
    expect(await item(bonusId)).toMatchObject({
      status: 1,
      requestedExists: true,
      grant: { amount: 100, wagered: 0, required: 300, state: 'wagering' },
    });

    await stake(250_00);
    expect((await item(bonusId)).grant).toMatchObject({ wagered: 250, state: 'wagering' });
    await stake(50_00);
    expect((await item(bonusId)).grant).toMatchObject({ wagered: 300, state: 'released' });
    expect(await credit()).toBe(before - 300_00 + 100_00);
    expect((await player('getBonus')).json().bonusBalance).toBe(0);
  });

  it('lets a player ask again after a denial', async () => {
    const bonusId = await define({ amount: 10_00, percentBp: 0, maxAmount: 0, wageringMultiplier: 1 });
    await player('requestBonus', { bonusId });
    const request = await waitingRequest(bonusId);
    expect((await decide(accounts.adminA, request.id, 'deny')).json().request).toMatchObject({ status: 2 });
    expect(await item(bonusId)).toMatchObject({ status: 2, requestedExists: false });
    expect((await player('requestBonus', { bonusId })).json()).toMatchObject({ status: true });
    expect((await player('requestBonus', { bonusId: 999_999 })).statusCode).toBe(404);
  });
  it('gives a share of the last deposit up to its cap, and takes it back when it expires unwagered', async () => {
    await ensureAccount(t.database.db, { userId: accounts.player1.id, kind: 'player', currency: 'TRY' });
    const bonusId = await define({
      amount: 0,
      percentBp: 5000,
      maxAmount: 40_00,
      wageringMultiplier: 10,
      expiryDays: 1,
    });
    await player('requestBonus', { bonusId });
    const request = await waitingRequest(bonusId);
    // No confirmed deposit yet: nothing to give, and the request still waits.
    expect((await decide(accounts.adminA, request.id, 'accept')).json()).toMatchObject({
      key: 'bonusNothingToGrant',
    });
    await t.database.db.execute(
      `insert into transfer_requests (user_id, site_id, transfer_type, amount, status, decided_at)
       select id, site_id, 0, 6000, 1, now() from users where id = ${accounts.player1.id}`,
    );
    // Stakes before the acceptance do not count towards it.
    t.clock.advance(1000);
    expect((await decide(accounts.adminA, request.id, 'accept')).json().request).toMatchObject({
      amount: 30_00,
      required: 300_00,
    });
    expect((await item(bonusId)).grant).toMatchObject({ wagered: 0, state: 'wagering' });
    const before = await credit();
    t.clock.advance(DAY + 1000);
    expect((await item(bonusId)).grant).toMatchObject({ amount: 30, state: 'expired' });
    expect(await credit()).toBe(before);
    const audit = await auditLedger(t.database.db);
    expect(audit.unbalancedTransactions).toEqual([]);
    expect(audit.cacheMismatches).toEqual([]);
  });
});
