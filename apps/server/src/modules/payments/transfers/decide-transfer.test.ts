// The back office's transfer queue: who reaches which request, approving once however often it is
// clicked, two approvals above the site's threshold, rejections returning the hold, and blocks.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser, DEFAULT_PASSWORD, giveCredit } from '../../../test/factories.ts';
import { call } from '../../../test/http.ts';
import { signIn } from '../../../test/session.ts';
import { setSiteSettings } from '../../../test/sql.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { auditLedger } from '../../wallet/index.ts';
import { creditOf, heldWithdrawals, mailsTo, methodByTag } from '../test-payments.ts';

describe.each(testDatabaseKinds)('deciding transfer requests on %s', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let secondAdmin: Caller;
  let reqCounter = 0;
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
    await giveCredit(t.database.db, accounts.player1.id, 1_000_00);
    const admin = await buildUser(t.database.db, { role: 'admin' });
    secondAdmin = {
      id: admin.id,
      token: await signIn(t.app, admin.username, DEFAULT_PASSWORD),
      host: 'localhost',
    };
    await setSiteSettings(t, { transfer_second_approval_above: 500 });
  });

  const player1 = () => ({ id: accounts.player1.id, username: '', token: accounts.player1.token });
  async function request(transferType: 0 | 1, amount: number): Promise<number> {
    const tag = transferType === 0 ? 'Cüzdan' : 'IBAN';
    const method = await methodByTag(t, player1(), transferType, tag);
    const value = transferType === 0 ? '1234567890' : 'TR330006100519786457841326';
    const res = await call(
      t.app,
      'setTransferRequest',
      {
        payId: method.payId,
        payCatId: method.payCatId,
        transferType,
        amount,
        values: [{ name: method.fields[1]!.name, value }],
      },
      { bearer: accounts.player1.token },
    );
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().id;
  }
  const decide = (
    caller: Caller,
    id: number,
    decision: 'approve' | 'reject',
    reqId = `decide-${++reqCounter}`,
  ) => post('decideTransfer', { id, decision, note: 'checked', reqId }, caller);

  it('lets only staff with payments.manage over the player reach the request', async () => {
    const id = await request(0, 100);
    for (const name of NAMES) {
      const listed = await post('transferQueue', { status: 0 }, accounts[name]);
      const sees = listed.statusCode === 200 && listed.json().rows.some((r: { id: number }) => r.id === id);
      expect(sees, name).toBe(name === 'adminA');
      if (name === 'adminA') continue;
      expect((await decide(accounts[name], id, 'approve')).statusCode, name).toBe(403);
    }
    const row = (await post('transferQueue', { status: 0 }, accounts.adminA))
      .json()
      .rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      amount: 100_00,
      transferType: 0,
      status: 0,
      approvals: [],
      approvalsNeeded: 1,
    });
  });

  it('credits an approved deposit once, however many approvals race', async () => {
    const id = await request(0, 200);
    const before = await creditOf(t, accounts.player1.id);
    const depositsBefore = (await post('report', {}, accounts.adminA)).json().totals.deposits;
    const answers = await Promise.all([
      decide(accounts.adminA, id, 'approve', 'approve-race-a'),
      decide(secondAdmin, id, 'approve', 'approve-race-b'),
      decide(accounts.adminA, id, 'approve', 'approve-race-c'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await creditOf(t, accounts.player1.id)).toBe(before + 200_00);
    // The winner's retry is answered as before and moves nothing.
    const winner = ['approve-race-a', 'approve-race-b', 'approve-race-c'][
      answers.findIndex((a) => a.statusCode === 200)
    ]!;
    const caller = winner === 'approve-race-b' ? secondAdmin : accounts.adminA;
    const replay = await decide(caller, id, 'approve', winner);
    expect(replay.statusCode).toBe(200);
    expect(await creditOf(t, accounts.player1.id)).toBe(before + 200_00);
    expect((await post('report', {}, accounts.adminA)).json().totals.deposits - depositsBefore).toBe(200_00);
    const trfs = await call(t.app, 'trfs', {}, { bearer: accounts.player1.token });
    expect(trfs.json().results.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 1,
      reqResult: 'checked',
    });
  });

  it('pays an approved withdrawal from its hold and returns a rejected one', async () => {
    const start = await creditOf(t, accounts.player1.id);
    const figures = async () => (await post('report', {}, accounts.adminA)).json().totals;
    const before = await figures();
    const held = await heldWithdrawals(t);
    const mailed = (await mailsTo(t, accounts.player1.id)).length;
    const paid = await request(1, 150);
    const returned = await request(1, 120);
    expect(await creditOf(t, accounts.player1.id)).toBe(start - 270_00);
    expect((await decide(accounts.adminA, paid, 'approve')).json().transfer).toMatchObject({ status: 1 });
    expect((await decide(accounts.adminA, returned, 'reject')).json().transfer).toMatchObject({ status: 2 });
    expect(await creditOf(t, accounts.player1.id)).toBe(start - 150_00);
    expect(await heldWithdrawals(t)).toBe(held);
    // The paid one is mailed to the player from the site's template, in their language; the returned one is not.
    const mails = (await mailsTo(t, accounts.player1.id)).slice(mailed);
    expect(mails.map((mail) => mail.subject)).toEqual(['Çekim talebiniz onaylandı']);
    expect(mails[0]?.body).toContain('150,00');
    // The reports count the paid withdrawal, not the returned one.
    expect((await figures()).withdrawals - before.withdrawals).toBe(150_00);
    // Decided stays decided: a paid withdrawal is never reversed.
    expect((await decide(accounts.adminA, paid, 'reject')).json()).toMatchObject({
      key: 'transferAlreadyDecided',
    });
    const audit = await auditLedger(t.database.db);
    expect(audit.unbalancedTransactions).toEqual([]);
    expect(audit.cacheMismatches).toEqual([]);
    expect(Object.values(audit.totalsByCurrency).every((sum) => sum === 0)).toBe(true);
  });

  it('needs two different staff members above the site’s threshold', async () => {
    const id = await request(0, 600);
    const before = await creditOf(t, accounts.player1.id);
    const first = await decide(accounts.adminA, id, 'approve');
    expect(first.json().transfer).toMatchObject({
      status: 0,
      approvalsNeeded: 2,
      approvals: [{ staffId: accounts.adminA.id }],
    });
    expect((await decide(accounts.adminA, id, 'approve')).json()).toMatchObject({
      key: 'secondApproverRequired',
    });
    expect(await creditOf(t, accounts.player1.id)).toBe(before);
    expect((await decide(secondAdmin, id, 'approve')).json().transfer).toMatchObject({ status: 1 });
    expect(await creditOf(t, accounts.player1.id)).toBe(before + 600_00);
    const audit = (await post('audit', { action: 'transfer.approve' }, accounts.adminA)).json();
    expect(audit.rows[0]).toMatchObject({ action: 'transfer.approve', targetId: String(id) });
  });

  it('blocks a dealer’s subtree and shows it in the queue', async () => {
    const id = await request(0, 50);
    expect(
      (await post('transferBlock', { userId: accounts.dealer1.id, blocked: true }, accounts.dealer2))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('transferBlock', { userId: accounts.dealer1.id, blocked: true }, accounts.adminA)).json(),
    ).toEqual({
      status: true,
      blocked: true,
    });
    await expect(request(0, 50)).rejects.toThrow(/transfersBlocked/);
    const row = (await post('transferQueue', {}, accounts.adminA))
      .json()
      .rows.find((r: { id: number }) => r.id === id);
    expect(row.blocked).toBe(true);
    const blockOf = async (userId: number) =>
      (await post('transferBlockOf', { userId }, accounts.adminA)).json();
    expect(await blockOf(accounts.dealer1.id)).toEqual({ status: true, blocked: true, inherited: false });
    expect(await blockOf(accounts.player1.id)).toEqual({ status: true, blocked: false, inherited: true });
    expect(
      (await post('transferBlockOf', { userId: accounts.dealer1.id }, accounts.dealer2)).statusCode,
    ).toBe(403);
    await post('transferBlock', { userId: accounts.dealer1.id, blocked: false }, accounts.adminA);
    expect(await request(0, 50)).toBeGreaterThan(id);
    expect(await blockOf(accounts.player1.id)).toEqual({ status: true, blocked: false, inherited: false });
  });
});
