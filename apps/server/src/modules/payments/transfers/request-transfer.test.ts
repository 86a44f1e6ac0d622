// Asking for deposits and withdrawals: the methods a site offers, every refusal changing nothing, a
// withdrawal held at once (and never twice from the same money), and the player taking one back.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser } from '../../../test/factories.ts';
import { setSiteSettings, sql } from '../../../test/sql.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  creditOf,
  heldWithdrawals,
  methodByTag,
  type Player,
  playerCall,
  signedInPlayer,
} from '../test-payments.ts';

describe.each(testDatabaseKinds)('deposit and withdraw requests on %s', (kind) => {
  const t = useTestApp(kind);
  let player: Player;
  beforeAll(async () => {
    player = await signedInPlayer(t, 1_000_00);
  });
  const ask = (p: Player, body: Record<string, unknown>) => playerCall(t, p, 'setTransferRequest', body);
  const requestsOf = (userId: number) =>
    sql<{ status: number; amount: string }>(
      t,
      'select status, amount::text from transfer_requests where user_id = $1',
      [userId],
    );

  it('lists the site’s methods in the caller’s language, with their fields and bounds', async () => {
    const res = await playerCall(t, player, 'paymentMethods', { transferType: 0, lang: 'en' });
    expect(res.statusCode).toBe(200);
    const names = res.json().categories.map((c: { info: { catName: string } }) => c.info.catName);
    expect(names).toEqual(['Card', 'Bank transfer', 'E-wallet']);
    const wallet = await methodByTag(t, player, 0, 'Cüzdan');
    expect(wallet).toMatchObject({ payType: 'manual', minAmount: 20, maxAmount: 20000 });
    expect(wallet.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['amount', 'amount', true],
      ['walletNumber', 'number', true],
    ]);
    expect((await playerCall(t, player, 'paymentMethods', { transferType: 2 })).statusCode).toBe(400);
  });

  it('refuses by the first broken field rule, its message and "key|param" form, and writes nothing', async () => {
    const wallet = await methodByTag(t, player, 0, 'Cüzdan');
    const base = { payId: wallet.payId, payCatId: wallet.payCatId, transferType: 0, lang: 'en' };
    const short = await ask(player, {
      ...base,
      amount: 100,
      values: [{ name: 'walletNumber', value: '123' }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      key: 'minLengthMaxLength',
      error: 'minLengthMaxLength|Wallet number|10|10',
      msg: 'Wallet number must be between 10 and 10 characters',
    });
    const letters = await ask(player, {
      ...base,
      amount: 100,
      values: [{ name: 'walletNumber', value: '12345abcde' }],
    });
    expect(letters.json()).toMatchObject({ key: 'numberRequired', error: 'numberRequired|Wallet number' });
    const tooSmall = await ask(player, {
      ...base,
      amount: 19.99,
      values: [{ name: 'walletNumber', value: '1234567890' }],
    });
    expect(tooSmall.json()).toMatchObject({ key: 'amountRange', error: 'amountRange|20.00|20000.00' });
    const badAmount = await ask(player, { ...base, amount: '1.234', values: [] });
    expect(badAmount.json()).toMatchObject({ key: 'amountInvalid' });
    expect(await requestsOf(player.id)).toEqual([]);
  });

  it('takes a deposit request that waits for an operator and moves no money yet', async () => {
    const wallet = await methodByTag(t, player, 0, 'Cüzdan');
    const res = await ask(player, {
      payId: wallet.payId,
      payCatId: wallet.payCatId,
      transferType: 0,
      amount: '150.50',
      values: [{ name: 'walletNumber', value: '1234567890' }],
      reqId: 'deposit-request-1',
      lang: 'en',
    });
    expect(res.json()).toMatchObject({
      status: true,
      redirect: false,
      iframe: 0,
      msg: 'Your deposit request has been received',
    });
    expect(await creditOf(t, player.id)).toBe(1_000_00);
    const list = (await playerCall(t, player, 'trfs', {})).json();
    expect(list.results[0]).toMatchObject({
      amount: 150.5,
      status: 0,
      transferType: 0,
      catName: 'E-wallet',
      payTag: 'Cüzdan',
    });
  });

  it('offers a bank type’s banks and amounts, and takes only an amount the bank offers', async () => {
    const bankType = await methodByTag(t, player, 0, 'Havale/EFT');
    const banks = (
      await playerCall(t, player, 'banks', { payid: bankType.payId, payCatId: bankType.payCatId })
    ).json();
    expect(banks).toMatchObject({ login: true, status: true, error: '' });
    const ziraat = banks.banks[0];
    expect(ziraat.amounts.map((a: { amount: number }) => a.amount)).toEqual([100, 250, 500, 1000]);
    const base = { payId: bankType.payId, payCatId: bankType.payCatId, transferType: 0 };
    const wrong = await ask(player, {
      ...base,
      amount: 300,
      activeAmountId: ziraat.amounts[1].activeAmountId,
    });
    expect(wrong.json()).toMatchObject({ key: 'amountInvalid' });
    const right = await ask(player, {
      ...base,
      amount: 250,
      activeAmountId: ziraat.amounts[1].activeAmountId,
    });
    expect(right.json()).toMatchObject({ status: true });
    const [row] = await sql<{ form_values: unknown }>(
      t,
      'select form_values from transfer_requests where id = $1',
      [right.json().id],
    );
    expect(row?.form_values).toEqual([{ name: 'bank', value: 'Ziraat Bankası' }]);
    expect((await playerCall(t, player, 'banks', { payid: 99999, payCatId: 1 })).json()).toMatchObject({
      status: false,
      error: 'paymentMethodUnavailable',
    });
  });

  it('holds a withdrawal at once, refuses one the balance cannot cover, and returns a cancelled one', async () => {
    const someone = await signedInPlayer(t, 300_00);
    const iban = await methodByTag(t, someone, 1, 'IBAN');
    const body = (amount: number, reqId: string) => ({
      payId: iban.payId,
      payCatId: iban.payCatId,
      transferType: 1,
      amount,
      reqId,
      values: [{ name: 'iban', value: 'TR330006100519786457841326' }],
    });
    const heldBefore = await heldWithdrawals(t);
    const first = await ask(someone, body(200, 'withdraw-1'));
    expect(first.json()).toMatchObject({ status: true });
    expect(await creditOf(t, someone.id)).toBe(100_00);
    expect(await heldWithdrawals(t)).toBe(heldBefore + 200_00);
    // The same request again is the same request.
    expect((await ask(someone, body(200, 'withdraw-1'))).json()).toEqual(first.json());
    expect(await creditOf(t, someone.id)).toBe(100_00);
    const over = await ask(someone, body(150, 'withdraw-2'));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ key: 'insufficientCredit' });
    expect(await requestsOf(someone.id)).toHaveLength(1);

    const cancel = await playerCall(t, someone, 'cancelTransferRequest', { id: first.json().id });
    expect(cancel.json()).toMatchObject({ status: true, item: { status: 2 } });
    expect(await creditOf(t, someone.id)).toBe(300_00);
    expect(await heldWithdrawals(t)).toBe(heldBefore);
    const again = await playerCall(t, someone, 'cancelTransferRequest', { id: first.json().id });
    expect(again.json()).toMatchObject({ key: 'transferNotCancellable' });
    expect((await playerCall(t, player, 'cancelTransferRequest', { id: first.json().id })).statusCode).toBe(
      404,
    );
  });

  it('holds exactly what the balance covers when 100 withdrawals arrive at once', async () => {
    const racer = await signedInPlayer(t, 1_000_00);
    const iban = await methodByTag(t, racer, 1, 'IBAN');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        ask(racer, {
          payId: iban.payId,
          payCatId: iban.payCatId,
          transferType: 1,
          amount: 100,
          reqId: `race-${i}`,
          values: [{ name: 'iban', value: 'TR330006100519786457841326' }],
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(90);
    expect(await creditOf(t, racer.id)).toBe(0);
    expect(await requestsOf(racer.id)).toHaveLength(10);
  });

  it('lets only online users ask, and not while transfers are blocked', async () => {
    const wallet = await methodByTag(t, player, 0, 'Cüzdan');
    const body = {
      payId: wallet.payId,
      payCatId: wallet.payCatId,
      transferType: 0,
      amount: 100,
      values: [{ name: 'walletNumber', value: '1234567890' }],
    };
    const dealer = await buildUser(t.database.db, { role: 'dealer' });
    const below = await signedInPlayer(t, 0, dealer.id);
    await sql(t, 'insert into transfer_blocks (user_id, blocked_by) values ($1, $1)', [dealer.id]);
    expect((await ask(below, body)).json()).toMatchObject({ key: 'transfersBlocked' });
    await setSiteSettings(t, { login_screen: 1 });
    expect((await ask(player, body)).json()).toMatchObject({ key: 'transfersNotAllowed' });
    await setSiteSettings(t, { login_screen: 0 });
    await sql(t, 'update users set online_user = 0 where id = $1', [player.id]);
    expect((await ask(player, body)).json()).toMatchObject({ key: 'transfersNotAllowed' });
    await sql(t, 'update users set online_user = 1 where id = $1', [player.id]);
    expect(await requestsOf(below.id)).toEqual([]);
  });
});
