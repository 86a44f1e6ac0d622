// Notifications through the HTTP API and the live socket on a real database: who each audience
// reaches (site, a dealer's subtree, one player), that no player sees another's, read state and the
// unread count, who may send to whom, and the live push reaching exactly the targeted sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type LiveClient, listenForSockets } from '../../../realtime/test-client.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';

describe.each(testDatabaseKinds)('notifications on %s', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });
  const playerCall = (name: Name, call_: string, body: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${call_}`,
      payload: body,
      headers: { host: accounts[name].host, authorization: `Bearer ${accounts[name].token}` },
    });
  const titlesOf = async (name: Name) =>
    ((await playerCall(name, 'getNotifs')).json().results as { title: string }[]).map((n) => n.title);
  const unreadOf = async (name: Name) => (await playerCall(name, 'notifCount')).json().unread as number;
  const send = async (from: Name, body: Record<string, unknown>) => {
    const res = await post('sendNotification', { content: '<p>Hello</p>', ...body }, accounts[from]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().notification as { id: number };
  };

  it('reaches everyone on the site, a dealer’s subtree or one player, and nobody else', async () => {
    await send('adminA', { audience: 'site', title: 'For all A' });
    await send('dealer1', { audience: 'tree', targetId: accounts.sub1.id, title: 'For sub1 tree' });
    await send('dealer1', { audience: 'user', targetId: accounts.player1b.id, title: 'For player1b' });
    await send('adminB', { audience: 'site', title: 'For all B', bannerUrl: 'https://cdn.example/b.png' });

    expect(await titlesOf('player1')).toEqual(['For sub1 tree', 'For all A']);
    expect(await titlesOf('player1b')).toEqual(['For player1b', 'For all A']);
    expect(await titlesOf('player2')).toEqual(['For all A']);
    expect(await titlesOf('playerB')).toEqual(['For all B']);
    const [forB] = (await playerCall('playerB', 'getNotifs')).json().results;
    expect(forB).toMatchObject({ banner: 'https://cdn.example/b.png', content: '<p>Hello</p>', read: false });
    expect(forB.createdAt).toBe(t.clock.now().toISOString());
  });

  it('counts unread ones, marks them read once and refuses another player’s', async () => {
    expect(await unreadOf('player1')).toBe(2);
    const [first] = (await playerCall('player1', 'getNotifs')).json().results;
    const read = await playerCall('player1', 'readNotif', { id: first.id });
    expect(read.json()).toEqual({ status: true, unread: 1 });
    expect((await playerCall('player1', 'readNotif', { id: first.id })).json().unread).toBe(1);
    expect((await playerCall('player1', 'getNotifs')).json().results[0]).toMatchObject({
      id: first.id,
      read: true,
    });
    // The same site-wide notification is still unread for everyone else.
    expect(await unreadOf('player2')).toBe(1);

    const [personal] = (await playerCall('player1b', 'getNotifs')).json().results;
    const foreign = await playerCall('player1', 'readNotif', { id: personal.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().key).toBe('notificationNotFound');
    expect((await playerCall('player1', 'readNotif', { id: 'x' })).statusCode).toBe(400);
    expect((await call(t.app, 'getNotifs', {})).statusCode).toBe(401);
  });

  it('lets staff send only inside their own subtree, and the whole site only with the site’s right', async () => {
    const tries: [Name, Record<string, unknown>, number][] = [
      ['dealer1', { audience: 'site' }, 403],
      ['dealer1', { audience: 'tree', targetId: accounts.dealer1.id }, 200],
      ['dealer1', { audience: 'tree', targetId: accounts.dealer2.id }, 403],
      ['dealer1', { audience: 'user', targetId: accounts.player2.id }, 403],
      ['sub1', { audience: 'user', targetId: accounts.player1b.id }, 403],
      ['adminB', { audience: 'user', targetId: accounts.player1.id }, 403],
      ['adminA', { audience: 'user', targetId: 999_999 }, 403],
      ['player1', { audience: 'user', targetId: accounts.player1.id }, 403],
      ['adminA', { audience: 'tree' }, 400],
      ['adminA', { audience: 'site', targetId: accounts.dealer1.id }, 400],
      ['adminA', { audience: 'everyone' }, 400],
      ['adminA', { audience: 'site', bannerUrl: 'javascript:x' }, 400],
    ];
    for (const [from, body, status] of tries) {
      const res = await post('sendNotification', { title: 'T', content: '', ...body }, accounts[from]);
      expect(res.statusCode, `${from} ${JSON.stringify(body)}`).toBe(status);
    }
    const sent = (await post('notifications', {}, accounts.dealer1)).json().notifications;
    // Only its own sends, each naming whom it went to.
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const n of sent as { audience: string; targetId: number; targetName: string | null }[]) {
      expect(n.audience).not.toBe('site');
      expect(n.targetName).toMatch(/\S/);
    }
    const all = (await post('notifications', {}, accounts.adminA)).json().notifications;
    expect(all.some((n: { title: string }) => n.title === 'For all A')).toBe(true);
    expect(all.some((n: { title: string }) => n.title === 'For all B')).toBe(false);
    for (const name of NAMES) {
      const res = await post('notifications', {}, accounts[name]);
      expect(res.statusCode, name).toBe(name.startsWith('player') ? 403 : 200);
    }
  });

  describe('live', () => {
    let url: string;
    const clients: LiveClient[] = [];
    beforeAll(async () => {
      url = await listenForSockets(t.app);
    });
    afterAll(async () => {
      for (const client of clients) await client.close();
    });
    const connect = async (name: Name | null) => {
      const headers: Record<string, string> = name
        ? { host: accounts[name].host, authorization: `Bearer ${accounts[name].token}` }
        : {};
      const client = await connectLive(url, headers);
      clients.push(client);
      client.send({ op: 'sub', topics: ['notifications'] });
      await client.roundTrip();
      return client;
    };

    it('pushes a new notification to exactly the sockets of the players it reaches', async () => {
      const sockets = {
        player1: await connect('player1'),
        player1b: await connect('player1b'),
        player2: await connect('player2'),
        playerB: await connect('playerB'),
        visitor: await connect(null),
      };
      const subtree = await send('dealer1', {
        audience: 'tree',
        targetId: accounts.sub1.id,
        title: 'Live tree',
      });
      expect(await sockets.player1.next()).toEqual({ t: 'notification', notificationId: subtree.id });
      const personal = await send('dealer1', {
        audience: 'user',
        targetId: accounts.player1b.id,
        title: 'Live one',
      });
      expect(await sockets.player1b.next()).toEqual({ t: 'notification', notificationId: personal.id });
      const site = await send('adminA', { audience: 'site', title: 'Live all' });
      for (const name of ['player1', 'player1b', 'player2'] as const) {
        expect(await sockets[name].next(), name).toEqual({ t: 'notification', notificationId: site.id });
      }
      // Nothing else arrived anywhere: the next frame of each is the pong of a fresh round trip.
      for (const client of Object.values(sockets)) await client.roundTrip();
      // The topics it expands into are the server's alone: a client naming one is refused.
      sockets.visitor.send({ op: 'sub', topics: [`user:${accounts.player1.id}`] });
      expect(await sockets.visitor.next()).toEqual({ t: 'error', key: 'badFrame' });
    });
  });
});
