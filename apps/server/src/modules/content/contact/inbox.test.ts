// The back office's contact inbox through the HTTP API on a real database: each site's staff see their
// own site's threads only, filter and page them, answer by e-mail written from the template while the
// thread keeps every message in order, and close them.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../mail/schema.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { defaultSite } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { insertThread, type NewThread } from './contact-repo.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 9, minute));
type Row = { id: number; email: string; state: string };

describe.each(testDatabaseKinds)('contact inbox on %s', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const ids: Record<'deposit' | 'casino' | 'visitor' | 'second', number> = {
    deposit: 0,
    casino: 0,
    visitor: 0,
    second: 0,
  };
  beforeAll(async () => {
    const seeded = await seedTwoSiteTree(t);
    ({ accounts, post } = seeded);
    const db = t.database.db;
    const siteId = (await defaultSite(db)).id;
    const thread = (over: Partial<NewThread>): NewThread => ({
      siteId,
      userId: null,
      username: null,
      email: 'visitor@example.com',
      lang: 'en',
      topCategory: 'others',
      category: '',
      ...over,
    });
    const deposit = thread({
      email: 'mehmet@example.com',
      lang: 'tr',
      topCategory: 'payment',
      category: 'deposit',
    });
    ids.deposit = (await insertThread(db, deposit, 'Param <b>yatmadı</b>', at(1))).id;
    const casino = thread({
      email: 'fan@example.com',
      username: 'casinofan',
      topCategory: 'casino',
      category: 'error',
    });
    ids.casino = (await insertThread(db, casino, 'The game froze', at(2))).id;
    ids.visitor = (await insertThread(db, thread({ lang: 'de' }), 'Hallo', at(3))).id;
    const second = thread({ siteId: seeded.secondSiteId, email: 'b@example.com' });
    ids.second = (await insertThread(db, second, 'Other site', at(4))).id;
  });
  const list = async (body: Record<string, unknown>, caller = accounts.adminA) => {
    const res = await post('contactThreads', body, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: Row[]; total: number };
  };

  it('lets only the site’s own staff with the right read its inbox', async () => {
    expect((await post('contactThreads', {})).statusCode).toBe(401);
    for (const name of NAMES) {
      const res = await post('contactThreads', {}, accounts[name]);
      expect(res.statusCode, name).toBe(name.startsWith('admin') ? 200 : 403);
    }
    const own = await list({});
    expect(own.rows.map((row) => row.id)).toEqual([ids.visitor, ids.casino, ids.deposit]);
    expect(own.rows[2]).toMatchObject({
      email: 'mehmet@example.com',
      topCategory: 'payment',
      category: 'deposit',
      state: 'open',
      preview: 'Param <b>yatmadı</b>',
      messageCount: 1,
    });
    expect((await list({}, accounts.adminB)).rows.map((row) => row.id)).toEqual([ids.second]);
    // Another site's thread is not found, as if it did not exist.
    expect((await post('contactThread', { id: ids.second }, accounts.adminA)).statusCode).toBe(404);
    expect((await post('replyContact', { id: ids.second, message: 'x' }, accounts.adminA)).statusCode).toBe(
      404,
    );
    expect(
      (await post('setContactState', { id: ids.second, state: 'closed' }, accounts.adminA)).statusCode,
    ).toBe(404);
    expect((await post('contactThread', { id: ids.deposit }, accounts.dealer1)).statusCode).toBe(403);
  });

  it('filters by state and by e-mail or username, and pages', async () => {
    expect((await list({ q: 'CASINOFAN' })).rows.map((row) => row.id)).toEqual([ids.casino]);
    expect((await list({ q: 'mehmet@' })).rows.map((row) => row.id)).toEqual([ids.deposit]);
    expect((await list({ q: '%' })).total).toBe(0);
    const page2 = await list({ page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.rows.map((row) => row.id)).toEqual([ids.deposit]);
    expect((await list({ state: 'closed' })).total).toBe(0);
    expect((await post('contactThreads', { state: 'lost' }, accounts.adminA)).statusCode).toBe(400);
  });

  it('mails a reply from the template in the writer’s language and keeps the thread in order', async () => {
    t.clock.advance(60_000);
    const res = await post(
      'replyContact',
      { id: ids.deposit, message: 'Kontrol ettik <script>x</script>\nTeşekkürler' },
      accounts.adminA,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { thread, messages } = res.json();
    expect(thread).toMatchObject({ id: ids.deposit, state: 'answered', messageCount: 2 });
    expect(messages.map((m: { author: string }) => m.author)).toEqual(['player', 'staff']);
    expect(messages[1]).toMatchObject({
      staffName: expect.any(String),
      createdAt: t.clock.now().toISOString(),
    });

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'mehmet@example.com'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toBe('Mesajınıza yanıt');
    // The staff's and the player's words are escaped into the HTML, their line breaks kept.
    expect(mail?.html).toContain('Kontrol ettik &lt;script&gt;x&lt;/script&gt;<br>Teşekkürler');
    expect(mail?.html).toContain('<blockquote>Param &lt;b&gt;yatmadı&lt;/b&gt;</blockquote>');
    expect(mail?.body).toContain('Kontrol ettik <script>x</script>\nTeşekkürler');
    expect(mail?.body).toMatch(/^Merhaba mehmet@example.com,/);

    // The thread reads back the same; its list row moved to the top.
    const read = (await post('contactThread', { id: ids.deposit }, accounts.adminA)).json();
    expect(read.messages).toEqual(messages);
    expect((await list({})).rows[0]?.id).toBe(ids.deposit);
    expect((await list({ state: 'answered' })).rows.map((row) => row.id)).toEqual([ids.deposit]);
    const audit = (await post('audit', { action: 'content.contactReplied' }, accounts.adminA)).json().rows;
    expect(audit[0].after).toMatchObject({ threadId: ids.deposit });
  });

  it('writes a reply to a language without a template from the site’s default language', async () => {
    const res = await post('replyContact', { id: ids.visitor, message: 'Wir helfen gern' }, accounts.adminA);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'visitor@example.com'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toBe('Mesajınıza yanıt');
    expect(mail?.body).toContain('Wir helfen gern');
  });

  it('refuses an empty reply and sends nothing', async () => {
    const before = await t.database.db.select().from(mailOutbox);
    const res = await post('replyContact', { id: ids.casino, message: '  ' }, accounts.adminA);
    expect(res.json()).toMatchObject({ status: false, key: 'contactMessageRequired' });
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('closes and reopens a thread', async () => {
    expect(
      (await post('setContactState', { id: ids.casino, state: 'closed' }, accounts.adminA)).statusCode,
    ).toBe(200);
    expect((await list({ state: 'closed' })).rows.map((row) => row.id)).toEqual([ids.casino]);
    expect(
      (await post('setContactState', { id: ids.casino, state: 'open' }, accounts.adminA)).statusCode,
    ).toBe(200);
    expect((await list({ state: 'closed' })).total).toBe(0);
    const audit = (await post('audit', { action: 'content.contactState' }, accounts.adminA)).json().rows;
    expect(audit.map((row: { after: { state: string } }) => row.after.state)).toEqual(['open', 'closed']);
  });
});
