// The payment methods editor: only the site's staff with payments.manage change its methods, a type
// needs an amount field and a tag of its own, and what they save is what the players are offered.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';

const amountField = {
  name: 'amount',
  title: { tr: 'Tutar', en: 'Amount' },
  type: 'amount',
  placeHolder: {},
  minLength: 1,
  maxLength: 10,
  required: true,
};

describe('the payment methods editor', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });
  const playerMethods = (transferType: number) =>
    call(t.app, 'paymentMethods', { transferType, lang: 'en' }, { bearer: accounts.player1.token });

  it('shows each admin their own site’s methods and nobody else any', async () => {
    for (const name of NAMES) {
      const res = await post('paymentMethods', {}, accounts[name]);
      expect(res.statusCode, name).toBe(name.startsWith('admin') ? 200 : 403);
    }
    const own = (await post('paymentMethods', {}, accounts.adminA)).json();
    expect(own.categories.length).toBeGreaterThan(0);
    expect(own.gateways).toEqual(['sandbox']);
    expect((await post('paymentMethods', {}, accounts.adminB)).json().categories).toEqual([]);
  });

  it('saves a category, a bank type and its bank, and the players are offered exactly that', async () => {
    const categories = (
      await post(
        'savePaymentCategory',
        { transferType: 0, names: { tr: 'Hızlı havale', en: 'Fast transfer' }, position: 9 },
        accounts.adminA,
      )
    ).json().categories;
    const category = categories.find((c: { names: { en?: string } }) => c.names.en === 'Fast transfer');
    const saved = await post(
      'savePaymentType',
      {
        categoryId: category.id,
        payType: 'bank',
        tag: 'FAST',
        minAmount: 10_00,
        maxAmount: 5_000_00,
        fields: [amountField],
      },
      accounts.adminA,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const type = saved.json().categories.find((c: { id: number }) => c.id === category.id).types[0];
    const bank = await post(
      'savePaymentBank',
      {
        typeId: type.id,
        name: 'Test Bank',
        swiftCode: 'TESTTR01',
        amounts: [{ amount: 50_00 }, { amount: 75_00, active: false }],
      },
      accounts.adminA,
    );
    expect(bank.statusCode, bank.body).toBe(200);

    const offered = (await playerMethods(0))
      .json()
      .categories.find((c: { info: { catName: string } }) => c.info.catName === 'Fast transfer');
    expect(offered.paytypes[0]).toMatchObject({
      payTag: 'FAST',
      payType: 'bank',
      minAmount: 10,
      maxAmount: 5000,
    });
    const banks = (
      await call(
        t.app,
        'banks',
        { payid: type.id, payCatId: category.id },
        { bearer: accounts.player1.token },
      )
    ).json();
    expect(banks.banks).toEqual([
      {
        bankId: expect.any(Number),
        name: 'Test Bank',
        swiftcode: 'TESTTR01',
        amounts: [{ amount: 50, activeAmountId: expect.any(Number), currency: 'TRY' }],
      },
    ]);
    // Switched off, the category leaves the player's list.
    await post(
      'savePaymentCategory',
      { id: category.id, transferType: 0, names: { en: 'Fast transfer' }, active: false },
      accounts.adminA,
    );
    const names = (await playerMethods(0))
      .json()
      .categories.map((c: { info: { catName: string } }) => c.info.catName);
    expect(names).not.toContain('Fast transfer');
  });

  it('refuses a type without an amount field, a tag in use, and another site’s rows', async () => {
    const category = (await post('paymentMethods', {}, accounts.adminA)).json().categories[0];
    const base = { categoryId: category.id, payType: 'manual', minAmount: 0, maxAmount: 0 };
    const noAmount = await post(
      'savePaymentType',
      { ...base, tag: 'NEW', fields: [{ ...amountField, name: 'ref', type: 'text' }] },
      accounts.adminA,
    );
    expect(noAmount.json()).toMatchObject({ key: 'paymentAmountFieldMissing' });
    const taken = await post(
      'savePaymentType',
      { ...base, tag: 'IBAN', fields: [amountField] },
      accounts.adminA,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ key: 'paymentTagTaken' });
    const foreign = await post(
      'savePaymentType',
      { ...base, tag: 'OTHER', fields: [amountField] },
      accounts.adminB,
    );
    expect(foreign.statusCode).toBe(404);
    const unknownGateway = await post(
      'savePaymentType',
      { ...base, payType: 'gateway', gateway: 'nope', tag: 'GW', fields: [amountField] },
      accounts.adminA,
    );
    expect(unknownGateway.json()).toMatchObject({ key: 'gatewayUnavailable' });
    const audit = (await post('audit', { action: 'payments.type' }, accounts.adminA)).json();
    expect(audit.rows[0]).toMatchObject({ action: 'payments.type' });
  });
});
