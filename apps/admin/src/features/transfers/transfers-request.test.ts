import { describe, expect, it } from 'vitest';
import { transfersRequestOf } from './transfers-request.ts';

const oldestFirst = { page: 3, pageSize: 25, sort: 'createdAt', dir: 'asc' } as const;
const none = { status: '', type: '', user: '', from: '', to: '', q: '' };
const sent = (filters: Partial<typeof none>) =>
  JSON.parse(JSON.stringify(transfersRequestOf(oldestFirst, { ...none, ...filters })));

describe('transfersRequestOf', () => {
  it('asks for waiting requests when no status is chosen', () => {
    expect(sent({})).toEqual({ page: 3, pageSize: 25, sort: 'createdAt', dir: 'asc', status: 0 });
  });

  it('reads confirmed, cancelled and every status', () => {
    expect(sent({ status: '1' }).status).toBe(1);
    expect(sent({ status: '2' }).status).toBe(2);
    expect(sent({ status: 'all' })).not.toHaveProperty('status');
  });

  it('sends the type, the player, the days and the free text', () => {
    const filters = { type: '1', user: 'demo', from: '2026-11-01', to: '2026-11-28', q: '42' };
    expect(sent(filters)).toMatchObject({
      transferType: 1,
      user: 'demo',
      from: '2026-11-01',
      to: '2026-11-28',
      q: '42',
    });
  });

  it('leaves out what the call would refuse and cuts long text', () => {
    const request = sent({ status: '7', type: '2', from: 'today', user: 'x'.repeat(30) });
    expect(request.status).toBe(0);
    expect(request).not.toHaveProperty('transferType');
    expect(request).not.toHaveProperty('from');
    expect(request.user).toHaveLength(20);
  });
});
