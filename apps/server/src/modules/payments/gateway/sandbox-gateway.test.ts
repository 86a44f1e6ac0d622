// Gateway deposits through the sandbox provider: its hosted page, its signed callback crediting once
// however often it is replayed, callbacks out of order, and unsigned or tampered ones changing nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../config.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { sql } from '../../../test/sql.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { secretsKeyOf } from '../../auth/index.ts';
import { creditOf, methodByTag, type Player, playerCall, signedInPlayer } from '../test-payments.ts';
import type { GatewayEvent } from './gateway.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxGateway } from './sandbox-gateway.ts';

describe.each(testDatabaseKinds)('the sandbox payment gateway on %s', (kind) => {
  const t = useTestApp(kind);
  let player: Player;
  beforeAll(async () => {
    player = await signedInPlayer(t);
  });

  async function startDeposit(amount: number) {
    const card = await methodByTag(t, player, 0, 'Sandbox Pay');
    const res = await playerCall(t, player, 'setTransferRequest', {
      payId: card.payId,
      payCatId: card.payCatId,
      transferType: 0,
      amount,
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; paymenturl: string; iframe: number; redirect: boolean };
  }
  const callback = (body: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/payments/callback/sandbox', payload: body as object, headers });
  const signed = (event: GatewayEvent) => sandboxGateway(secretsKeyOf(testConfig())).signedCallback(event);
  const statusOf = async (id: number) =>
    (await sql<{ status: number }>(t, 'select status from transfer_requests where id = $1', [id]))[0]?.status;

  it('opens the hosted page in a popup frame and credits the player when the tester approves', async () => {
    const started = await startDeposit(75);
    expect(started).toMatchObject({ redirect: true, iframe: 2 });
    expect(started.paymenturl).toMatch(/^\/pay\/sandbox\/[A-Za-z0-9_-]{32}\?lang=en$/);
    const page = await t.app.inject({ method: 'GET', url: started.paymenturl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Approve payment');
    expect(page.body).toMatch(/data-testid="sandbox-amount">[^<]*75\.00/);
    expect(await creditOf(t, player.id)).toBe(0);

    const approved = await t.app.inject({
      method: 'POST',
      url: started.paymenturl,
      payload: 'decision=approved',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(approved.body).toContain('Payment approved');
    expect(await creditOf(t, player.id)).toBe(75_00);
    expect(await statusOf(started.id)).toBe(1);
    // The page of a decided payment offers nothing more.
    const again = await t.app.inject({ method: 'GET', url: started.paymenturl });
    expect(again.body).not.toContain('Approve payment');
  });

  it('credits a callback replayed ten times once, and ignores later outcomes', async () => {
    const started = await startDeposit(80);
    const before = await creditOf(t, player.id);
    const event = {
      eventId: 'evt-replayed-0001',
      transferId: started.id,
      outcome: 'approved',
      amount: 80_00,
      currency: 'TRY',
    } as const;
    const { body, headers } = signed(event);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(body, headers)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.map((a) => a.json().result).sort()).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await creditOf(t, player.id)).toBe(before + 80_00);
    // A decline or a late "pending" after the approval is recorded and changes nothing.
    for (const outcome of ['declined', 'pending'] as const) {
      const late = signed({ ...event, eventId: `evt-late-${outcome}`, outcome });
      expect((await callback(late.body, late.headers)).json()).toEqual({ status: true, result: 'ignored' });
    }
    expect(await statusOf(started.id)).toBe(1);
    expect(await creditOf(t, player.id)).toBe(before + 80_00);
  });

  it('takes a pending report before the outcome, and a decline closes the request without money', async () => {
    const started = await startDeposit(60);
    const before = await creditOf(t, player.id);
    const base = { transferId: started.id, amount: 60_00, currency: 'TRY' };
    const pending = signed({ ...base, eventId: 'evt-pending-0001', outcome: 'pending' });
    expect((await callback(pending.body, pending.headers)).json().result).toBe('ignored');
    expect(await statusOf(started.id)).toBe(0);
    const declined = signed({ ...base, eventId: 'evt-declined-0001', outcome: 'declined' });
    expect((await callback(declined.body, declined.headers)).json().result).toBe('applied');
    expect(await statusOf(started.id)).toBe(2);
    expect(await creditOf(t, player.id)).toBe(before);
  });

  it('refuses unsigned and tampered callbacks and never credits a different amount', async () => {
    const started = await startDeposit(55);
    const before = await creditOf(t, player.id);
    const event = {
      eventId: 'evt-tamper-0001',
      transferId: started.id,
      outcome: 'approved',
      amount: 20_00,
      currency: 'TRY',
    } as const;
    const { body, headers } = signed(event);
    expect((await callback(body, {})).statusCode).toBe(401);
    expect((await callback({ ...body, amount: 2_000_00 }, headers)).statusCode).toBe(401);
    expect((await callback(body, { [SANDBOX_SIGNATURE_HEADER]: 'f'.repeat(64) })).statusCode).toBe(401);
    const wrongAmount = signed({ ...event, eventId: 'evt-tamper-0002', amount: 2_000_00 });
    expect((await callback(wrongAmount.body, wrongAmount.headers)).json().result).toBe('ignored');
    expect(await creditOf(t, player.id)).toBe(before);
    expect(await statusOf(started.id)).toBe(0);
    // Staff cannot decide what the provider decides, and the player cannot take it back.
    expect((await playerCall(t, player, 'cancelTransferRequest', { id: started.id })).json()).toMatchObject({
      key: 'transferNotCancellable',
    });
  });
});
