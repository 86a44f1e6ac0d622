// Manual credit corrections against the house and a dealer's balances, across the two-site tree.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../modules/wallet/test-support.ts';
import { useTestApp } from '../test/test-app.ts';
import { type Caller, MANAGES, NAMES, type Name, seedTwoSiteTree, TREE } from '../test/two-site-tree.ts';

const STAFF = NAMES.filter((name) => TREE[name].role !== 'player');
const ADMINS: Name[] = ['adminA', 'adminB'];

describe('credit corrections and balances', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let requests = 0;
  const correct = (actor: Name, target: Name, amount: number, reason = 'Kasa farkı düzeltmesi') =>
    post(
      'creditCorrection',
      { reqId: `correct-${++requests}`, targetUserId: accounts[target].id, amount, reason },
      accounts[actor],
    );
  const balances = async (actor: Name, target?: Name) =>
    post('balances', target ? { targetUserId: accounts[target].id } : {}, accounts[actor]);

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });

  it('lets only admins correct credit, within their own site', async () => {
    for (const actor of NAMES) {
      for (const target of NAMES) {
        const allowed = ADMINS.includes(actor) && MANAGES[actor].includes(target);
        const res = await correct(actor, target, 1);
        expect(res.statusCode, `${actor} corrects ${target}: ${res.body}`).toBe(allowed ? 200 : 403);
      }
    }
    await expectLedgerSound(t.database.db);
  });

  it('adds and takes with a reason, once per request id, never below zero', async () => {
    const body = {
      reqId: 'correct-once',
      targetUserId: accounts.player1.id,
      amount: 25.5,
      reason: 'Bonus iadesi',
    };
    const first = await post('creditCorrection', body, accounts.adminA);
    const again = await post('creditCorrection', body, accounts.adminA);
    expect(first.json()).toEqual(again.json());
    const credit = first.json<{ credit: number }>().credit;
    expect(credit).toBe(26.5);
    const overdraw = await correct('adminA', 'player1', -(credit + 1));
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json<{ key: string }>().key).toBe('insufficientCredit');
    expect((await correct('adminA', 'player1', -credit)).json<{ credit: number }>().credit).toBe(0);
    expect((await correct('adminA', 'player1', 5, '')).statusCode).toBe(400);
    expect((await correct('adminA', 'player1', 0)).json()).toMatchObject({ key: 'amountInvalid' });
    const audit = await post('audit', { action: 'credit.correct', pageSize: 500 }, accounts.adminA);
    expect(JSON.stringify(audit.json())).toContain('Bonus iadesi');
    await expectLedgerSound(t.database.db);
  });

  it('shows a dealer its own credit and its subtree’s, and nobody else’s', async () => {
    for (const actor of STAFF) {
      for (const target of NAMES) {
        const allowed = target === actor || MANAGES[actor].includes(target);
        expect((await balances(actor, target)).statusCode, `${actor} → ${target}`).toBe(allowed ? 200 : 403);
      }
    }
    const dealer1 = (await balances('dealer1')).json<{ own: number; subtree: number; accounts: number }>();
    // The fixture's 1,000.00 and the first test's correction of 1.00 to everyone below the admin;
    // below dealer1: sub1 the same, player1 taken to 0, player1b 1.00.
    expect(dealer1.own).toBe(1_001_00);
    expect(dealer1, JSON.stringify(dealer1)).toMatchObject({ accounts: 3, subtree: 1_001_00 + 1_00 });
  });
});
