// E-mail templates through the HTTP API on a real database: who may edit them, the built-in ones, saving
// (sanitized, only the kind's placeholders), the preview, and real mails written from them with the
// fallback site+language → site+default language → built-in.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../mail/schema.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser } from '../../../test/factories.ts';
import { call } from '../../../test/http.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';

const birth = { birthDateDay: 5, birthDateMonth: 4, birthDateYear: 1990 };
const RESET_TR = {
  kind: 'passwordReset',
  language: 'tr',
  subject: '{{site}} şifre yenileme: {{username}}',
  body: '<h2>Merhaba {{username}}</h2><p><a href="{{link}}">Şifreni yenile</a></p>',
};

describe.each(testDatabaseKinds)('e-mail templates on %s', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });
  const template = async (body: Record<string, unknown>, caller = accounts.adminA) => {
    const res = await post('mailTemplate', body, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().template;
  };
  /** Asks for a password reset in a language and answers the mail it sent. */
  const resetMail = async (lang: string) => {
    const player = await buildUser(t.database.db);
    const res = await call(t.app, 'forgotPassword', { username: player.username, ...birth, lang });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, player.email ?? ''))
      .orderBy(desc(mailOutbox.id));
    if (!mail) throw new Error('no mail sent');
    return { mail, player };
  };

  it('lets only the site’s own staff with the settings right edit templates', async () => {
    expect((await post('mailTemplates', {})).statusCode).toBe(401);
    for (const name of NAMES) {
      const res = await post('mailTemplates', {}, accounts[name]);
      expect(res.statusCode, name).toBe(name.startsWith('admin') ? 200 : 403);
    }
    expect((await post('saveMailTemplate', RESET_TR, accounts.dealer1)).statusCode).toBe(403);
    expect((await post('previewMailTemplate', RESET_TR, accounts.player1)).statusCode).toBe(403);
  });

  it('shows the built-in template of every kind until the site writes its own', async () => {
    expect(await template({ kind: 'activation', language: 'en' })).toMatchObject({
      subject: 'Activate your account',
      custom: false,
      updatedAt: null,
    });
    expect((await template({ kind: 'contactReply', language: 'tr' })).subject).toBe('Mesajınıza yanıt');
    // No built-in German one: the site's default language (Turkish) stands in.
    expect((await template({ kind: 'passwordReset', language: 'de' })).subject).toBe(
      'Şifre yenileme talebiniz',
    );
    expect(
      (await post('mailTemplate', { kind: 'newsletter', language: 'en' }, accounts.adminA)).statusCode,
    ).toBe(400);
  });

  it('previews a draft with sample values, escaped and sanitized', async () => {
    const res = await post(
      'previewMailTemplate',
      {
        kind: 'contactReply',
        language: 'en',
        subject: 'Re: {{message}}',
        body: '<p onclick="x()">{{reply}}</p><script>alert(1)</script><blockquote>{{ message }}</blockquote>',
      },
      accounts.adminA,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      subject: 'Re: When will my withdrawal be approved?',
      html:
        '<p>Your withdrawal was approved; the amount reaches your account within 24 hours.</p>' +
        '<blockquote>When will my withdrawal be approved?</blockquote>',
    });
  });

  it('refuses a placeholder the kind does not offer, and an empty subject', async () => {
    const unknown = await post(
      'saveMailTemplate',
      { ...RESET_TR, body: '<p>{{code}}</p>', lang: 'en' },
      accounts.adminA,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      key: 'mailPlaceholderUnknown',
      msg: 'This template cannot use the {{code}} field',
    });
    const preview = await post('previewMailTemplate', { ...RESET_TR, subject: '{{reply}}' }, accounts.adminA);
    expect(preview.json().key).toBe('mailPlaceholderUnknown');
    expect((await post('saveMailTemplate', { ...RESET_TR, subject: '  ' }, accounts.adminA)).json().key).toBe(
      'mailSubjectRequired',
    );
    expect((await post('mailTemplates', {}, accounts.adminA)).json().templates).toEqual([]);
  });

  it('writes mails from the site’s template in the reader’s language, else its default language, else built-in', async () => {
    const saved = await post(
      'saveMailTemplate',
      { ...RESET_TR, body: `${RESET_TR.body}<script>x</script>` },
      accounts.adminA,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().template).toMatchObject({
      custom: true,
      body: RESET_TR.body,
      updatedAt: t.clock.now().toISOString(),
    });

    const turkish = await resetMail('tr');
    expect(turkish.mail.subject).toBe(`Demo Bet şifre yenileme: ${turkish.player.username}`);
    expect(turkish.mail.html).toMatch(
      /^<h2>Merhaba \w+<\/h2><p><a href="http:\/\/localhost(:80)?\/tr\/resetPassword\/[\w-]{43}">Şifreni yenile<\/a><\/p>$/,
    );
    expect(turkish.mail.body).toMatch(
      /Şifreni yenile \(http:\/\/localhost(:80)?\/tr\/resetPassword\/[\w-]{43}\)$/,
    );

    // German has no template of the site's own: the site's Turkish one is used.
    expect((await resetMail('de')).mail.html).toContain('Şifreni yenile');
    // English has a built-in one, but the site's own Turkish one comes first.
    expect((await resetMail('en')).mail.subject).toContain('şifre yenileme');

    const english = {
      ...RESET_TR,
      language: 'en',
      subject: 'Reset for {{username}}',
      body: '<p>{{link}}</p>',
    };
    expect((await post('saveMailTemplate', english, accounts.adminA)).statusCode).toBe(200);
    expect((await resetMail('en')).mail.subject).toMatch(/^Reset for \w+$/);

    // Another site's mails are untouched; deleting brings back the built-in one.
    expect((await post('mailTemplates', {}, accounts.adminB)).json().templates).toEqual([]);
    expect(
      (await post('deleteMailTemplate', { kind: 'passwordReset', language: 'tr' }, accounts.adminA))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('deleteMailTemplate', { kind: 'passwordReset', language: 'tr' }, accounts.adminA))
        .statusCode,
    ).toBe(404);
    expect((await resetMail('tr')).mail.subject).toBe('Şifre yenileme talebiniz');

    const audit = async (action: string) => (await post('audit', { action }, accounts.adminA)).json().rows;
    expect(await audit('content.mailTemplateSaved')).toHaveLength(2);
    expect((await audit('content.mailTemplateRemoved'))[0].before).toMatchObject({
      kind: 'passwordReset',
      lang: 'tr',
    });
  });
});
