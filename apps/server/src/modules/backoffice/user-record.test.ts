// A dealer reads and changes a player's record: status, product permissions, limits and password,
// each change in the audit log with only what changed; other dealers' players stay out of reach.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { useTestApp } from '../../test/test-app.ts';

type Detail = {
  status: number;
  permissions: Record<string, number>;
  limits: { single: { maxStake: number; minStake: number } };
  openStakes: number;
};

describe('a player’s record in the back office', () => {
  const t = useTestApp('pglite');
  let dealer: string;
  let otherDealer: string;
  let player: { id: number; username: string };
  const office = (name: string, body: Record<string, unknown>, bearer = dealer) =>
    call(t.app, `admin/${name}`, body, { bearer });
  const detail = async () =>
    (await office('user', { targetUserId: player.id })).json<{ user: Detail }>().user;

  beforeAll(async () => {
    const admin = await buildUser(t.database.db, { role: 'admin' });
    const d1 = await buildUser(t.database.db, { role: 'dealer', parentId: admin.id });
    const d2 = await buildUser(t.database.db, { role: 'dealer', parentId: admin.id });
    player = await buildUser(t.database.db, { role: 'player', parentId: d1.id });
    dealer = await signIn(t.app, d1.username, DEFAULT_PASSWORD);
    otherDealer = await signIn(t.app, d2.username, DEFAULT_PASSWORD);
  });

  it('shows the record with its defaults and keeps other dealers out', async () => {
    const user = await detail();
    expect(user).toMatchObject({ status: 1, openStakes: 0 });
    expect(user.permissions.casinoUser).toBe(1);
    expect(user.limits.single.maxStake).toBe(250_00);
    for (const name of ['user', 'signIns', 'updateUser', 'resetPassword']) {
      const body = { targetUserId: player.id, ...(name === 'resetPassword' ? { password: 'another1' } : {}) };
      const res = await office(name, body, otherDealer);
      expect(res.statusCode, name).toBe(403);
    }
  });

  it('changes status, permissions and limits, and logs only what changed', async () => {
    const limits = (await detail()).limits;
    const res = await office('updateUser', {
      targetUserId: player.id,
      status: 0,
      firstName: 'Ayşe',
      permissions: { casinoUser: 0 },
      limits: { ...limits, single: { ...limits.single, maxStake: 100_00 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json<{ user: Detail }>().user;
    expect(user.status).toBe(0);
    expect(user.permissions).toMatchObject({ casinoUser: 0, slotUser: 1 });
    expect(user.limits.single.maxStake).toBe(100_00);
    expect(
      (await call(t.app, 'login', { userName: player.username, password: DEFAULT_PASSWORD })).json(),
    ).toMatchObject({
      key: 'accountPassive',
    });

    const audit = await office('audit', { action: 'user.update' });
    const [entry] = audit.json<{
      rows: { before: Record<string, unknown>; after: Record<string, unknown> }[];
    }>().rows;
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['firstName', 'limits', 'permissions', 'status']);
    expect(entry?.before).toMatchObject({ status: 1 });
  });

  it('refuses a bad change whole', async () => {
    const before = await detail();
    const res = await office('updateUser', {
      targetUserId: player.id,
      status: 1,
      limits: { single: { maxStake: -5 } },
    });
    expect(res.statusCode).toBe(400);
    expect(await detail()).toEqual(before);
  });

  it('sets a new password, signs the player out everywhere and lists its sign-ins', async () => {
    await office('updateUser', { targetUserId: player.id, status: 1 });
    const session = await signIn(t.app, player.username, DEFAULT_PASSWORD);
    expect(
      (await office('resetPassword', { targetUserId: player.id, password: 'fresh-pass1' })).statusCode,
    ).toBe(200);
    t.clock.advance(60_000);
    expect((await call(t.app, 'getUserData', {}, { bearer: session })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'login', { userName: player.username, password: 'fresh-pass1' })).statusCode,
    ).toBe(200);
    const signIns = (await office('signIns', { targetUserId: player.id })).json<{
      rows: { ip: string; active: boolean }[];
    }>();
    expect(signIns.rows.length, JSON.stringify(signIns.rows)).toBe(2);
    expect(signIns.rows[0], JSON.stringify(signIns.rows)).toMatchObject({ active: true });
    expect(signIns.rows[1]).toMatchObject({ active: false });
    const audit = await office('audit', { action: 'user.resetPassword' });
    expect(JSON.stringify(audit.json())).not.toContain('fresh-pass1');
  });
});
