import { describe, expect, it } from 'vitest';
import { drillBack, drillInto, drillPath, reportRequestOf } from './report-request.ts';

const top = { from: '', to: '', product: '', period: '', parentId: '', trail: '' };

describe('reportRequestOf', () => {
  it('sends the days, product, period and branch of the URL', () => {
    const filters = { from: '2026-02-01', to: '2026-02-28', product: 'casino', period: 'week' };
    expect(reportRequestOf({ ...top, ...filters, parentId: '12' })).toEqual({ ...filters, parentId: 12 });
  });

  it('leaves out what the call would refuse', () => {
    const foreign = { from: 'today', product: 'poker', period: 'year', parentId: 'x' };
    expect(JSON.parse(JSON.stringify(reportRequestOf({ ...top, ...foreign })))).toEqual({});
  });
});

describe('the drill-down path', () => {
  it('is empty at the top and lists the ids down to the parent below it', () => {
    expect(drillPath(top)).toEqual([]);
    expect(drillPath({ ...top, parentId: '9', trail: '3.5' })).toEqual([3, 5, 9]);
  });

  it('opens a branch one step down', () => {
    expect(drillInto([], 3)).toEqual({ parentId: '3', trail: '' });
    expect(drillInto([3, 5], 9)).toEqual({ parentId: '9', trail: '3.5' });
  });

  it('goes back to a step, or to the top', () => {
    expect(drillBack([3, 5, 9], 2)).toEqual({ parentId: '5', trail: '3' });
    expect(drillBack([3, 5, 9], 0)).toEqual({ parentId: '', trail: '' });
  });
});
