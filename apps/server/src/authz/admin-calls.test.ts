// Every back-office call, tried by every account of a seeded dealer tree on two sites against every
// account: each actor reaches exactly the users below it on its own site, and shared match data only
// from the platform's site. The expected reach is written out by hand, not derived from the policies.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql-values.ts';
import { useTestApp } from '../test/test-app.ts';
import { type Caller, MANAGES, NAMES, type Name, seedTwoSiteTree } from '../test/two-site-tree.ts';

/** Who may change match data every site shares: the platform site's admin. */
const PLATFORM_STAFF: Name[] = ['adminA'];
const UNKNOWN_MATCH = 987_654_321;
/** Walked in admin-lists.test.ts and admin-coupons.test.ts. */
const LIST_CALLS = ['users', 'tree', 'createUser', 'audit', 'coupons', 'cancelCoupon', 'report'];
/** One user's record: the read calls and an empty change walked in admin-lists.test.ts. */
const RECORD_CALLS = ['user', 'signIns', 'updateUser', 'resetPassword'];
/** Site-wide: walked in site-admin.test.ts. */
const SITE_CALLS = [
  'roles',
  'saveRole',
  'settings',
  'saveSettings',
  'uploadLogo',
  'domains',
  'addDomain',
  'removeDomain',
];
/** Manual operations and balances: flows/credit-correction.test.ts. */
const MONEY_CALLS = ['creditCorrection', 'balances'];
/** A user's credit movements: backoffice/user-transactions.test.ts. */
const TRANSACTION_CALLS = ['userTransactions'];
/** Terminal coupons paid out at the counter: flows/coupon-payout.test.ts. */
const COUPON_PAYMENT_CALLS = ['couponPayment'];
/** The casino's calls: casino/admin/casino-{listing,rounds,limit,providers,company-games}.test.ts, provider-suspension.test.ts. */
const CASINO_CALLS = [
  'casinoProviders',
  'casinoCompanyGames',
  'addCasinoProvider',
  'updateCasinoProvider',
  'rotateCasinoProviderSecret',
  'suspendCasinoProvider',
  'addCasinoCompany',
  'addCasinoGames',
  'casinoCatalogue',
  'casinoListingGames',
  'setCasinoListing',
  'setCasinoLogo',
  'casinoRounds',
  'casinoRound',
  'casinoReport',
  'casinoLimit',
  'setCasinoLimit',
];
/** The jackpots, the platform's only: casino/jackpots/jackpot-office.test.ts. */
const JACKPOT_CALLS = ['jackpots', 'saveJackpot', 'jackpotHistory'];
/** The transfer queue: payments/transfers/decide-transfer.test.ts. */
const TRANSFER_CALLS = ['transferQueue', 'decideTransfer', 'transferBlock', 'transferBlockOf'];
/** The payment methods editor: payments/methods/office-methods.test.ts. */
const PAYMENT_METHOD_CALLS = ['paymentMethods', 'savePaymentCategory', 'savePaymentType', 'savePaymentBank'];
/** Bonuses: payments/bonuses/bonuses.test.ts. */
const BONUS_CALLS = ['bonusDefinitions', 'saveBonusDefinition', 'bonusRequests', 'decideBonus'];
/** The site's static pages: content/pages/pages.test.ts. */
const PAGE_CALLS = ['pages', 'savePage', 'deletePage'];
/** Banners and uploaded images: content/banners/banners.test.ts, content/media/media.test.ts. */
const BANNER_CALLS = [
  'bannerGroups',
  'saveBannerGroup',
  'deleteBannerGroup',
  'saveBanner',
  'deleteBanner',
  'uploadImage',
];
/** Affiliates and their banners: affiliates/affiliate-{office,banners-office}.test.ts. */
const AFFILIATE_CALLS = [
  'affiliates',
  'approveAffiliate',
  'rejectAffiliate',
  'affiliateStatements',
  'closeAffiliatePeriods',
  'affiliateBanners',
  'saveAffiliateBanner',
  'deleteAffiliateBanner',
];
/** The contact inbox: content/contact/inbox.test.ts. */
const INBOX_CALLS = ['contactThreads', 'contactThread', 'replyContact', 'setContactState'];
/** The e-mail templates: content/mail-templates/mail-templates.test.ts. */
const MAIL_TEMPLATE_CALLS = [
  'mailTemplates',
  'mailTemplate',
  'saveMailTemplate',
  'deleteMailTemplate',
  'previewMailTemplate',
];
/** Promotions, pop-ups and notifications: content/{promotions,popups,notifications}/*.test.ts. */
const CAMPAIGN_CALLS = [
  'promotions',
  'savePromotion',
  'deletePromotion',
  'popups',
  'savePopup',
  'deletePopup',
  'notifications',
  'sendNotification',
];
/** A player's own protection, read by operators: flows/player-protection.test.ts. */
const PROTECTION_CALLS = ['userProtection'];
/** A staff member's own sign-in and settings: staff-sign-in.test.ts. */
const STAFF_SELF_CALLS = ['login', 'me', 'totpSetup', 'totpConfirm', 'totpDisable'];

describe('every back-office call against every account of two sites', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let requests = 0;

  const transactions = async () =>
    Number(
      rowsOf<{ n: unknown }>(
        await t.database.db.execute(sql`select count(*) as n from ledger_transactions`),
      )[0]?.n,
    );

  /** How each call is tried on a target, and what an allowed call answers. */
  const CALLS = {
    creditTransfer: {
      target: 'user' as const,
      body: (target: Name) => ({
        targetUserId: accounts[target].id,
        amount: 0.01,
        direction: 'deposit',
        reqId: `walk-request-${++requests}`,
      }),
      allowedStatus: 200,
    },
    matchResult: {
      target: 'platform' as const,
      body: () => ({
        reqId: `walk-request-${++requests}`,
        matchId: UNKNOWN_MATCH,
        result: { status: 'ended', score: { home: 1, away: 0 }, periods: [] },
      }),
      allowedStatus: 404,
    },
    tvStream: {
      target: 'platform' as const,
      body: () => ({ matchId: UNKNOWN_MATCH, url: 'https://tv.example/1' }),
      allowedStatus: 404,
    },
  };

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });

  it('covers every /api/admin call the server has', () => {
    const documented = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths)
      .filter((path) => path.startsWith('/api/admin/'))
      .map((path) => path.slice('/api/admin/'.length));
    const walked = [
      ...Object.keys(CALLS),
      ...LIST_CALLS,
      ...RECORD_CALLS,
      ...SITE_CALLS,
      ...MONEY_CALLS,
      ...TRANSACTION_CALLS,
      ...COUPON_PAYMENT_CALLS,
      ...CASINO_CALLS,
      ...JACKPOT_CALLS,
      ...TRANSFER_CALLS,
      ...PAYMENT_METHOD_CALLS,
      ...BONUS_CALLS,
      ...PAGE_CALLS,
      ...BANNER_CALLS,
      ...AFFILIATE_CALLS,
      ...INBOX_CALLS,
      ...MAIL_TEMPLATE_CALLS,
      ...CAMPAIGN_CALLS,
      ...PROTECTION_CALLS,
      ...STAFF_SELF_CALLS,
    ];
    expect(documented.sort()).toEqual(walked.sort());
  });

  it('asks a visitor to sign in and refuses everyone without the right before reading the payload', async () => {
    for (const name of Object.keys(CALLS)) {
      expect((await post(name, {})).statusCode).toBe(401);
      for (const actor of NAMES) {
        const call = CALLS[name as keyof typeof CALLS];
        const mayAny = call.target === 'user' ? MANAGES[actor].length > 0 : PLATFORM_STAFF.includes(actor);
        const res = await post(name, {}, accounts[actor]);
        expect(res.statusCode, `${actor} → ${name} {}`).toBe(mayAny ? 400 : 403);
      }
    }
  });

  it('lets each actor change exactly the users it manages, and nothing else', async () => {
    for (const actor of NAMES) {
      for (const target of NAMES) {
        const before = await transactions();
        const res = await post('creditTransfer', CALLS.creditTransfer.body(target), accounts[actor]);
        const allowed = MANAGES[actor].includes(target);
        expect(res.statusCode, `${actor} → creditTransfer ${target}: ${res.body}`).toBe(allowed ? 200 : 403);
        expect(await transactions()).toBe(before + (allowed ? 1 : 0));
      }
    }
  });

  it('lets only platform staff touch shared match data', async () => {
    for (const name of ['matchResult', 'tvStream'] as const) {
      for (const actor of NAMES) {
        const res = await post(name, CALLS[name].body(), accounts[actor]);
        const allowed = PLATFORM_STAFF.includes(actor);
        expect(res.statusCode, `${actor} → ${name}: ${res.body}`).toBe(
          allowed ? CALLS[name].allowedStatus : 403,
        );
      }
    }
  });

  it('applies a role change at the user’s next request', async () => {
    const transfer = () => post('creditTransfer', CALLS.creditTransfer.body('player2'), accounts.dealer2);
    expect((await transfer()).statusCode).toBe(200);
    const [role] = rowsOf<{ id: unknown }>(
      await t.database.db.execute(sql`
        insert into roles (site_id, name, kind, permissions)
        select site_id, 'Viewer', 'dealer', array['users.view', 'coupons.view'] from users where id = ${accounts.dealer2.id}
        returning id`),
    );
    await t.database.db.execute(
      sql`update users set role_id = ${role?.id} where id = ${accounts.dealer2.id}`,
    );
    expect((await transfer()).statusCode).toBe(403);
    await t.database.db.execute(
      sql`update roles set permissions = array['users.view', 'credit.transfer'] where id = ${role?.id}`,
    );
    expect((await transfer()).statusCode).toBe(200);
  });
});
