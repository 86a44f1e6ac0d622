import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { operationIdOf } from './openapi.ts';

/** Calls whose answer has no schema yet: each gets one as it moves to the shared contracts. */
const ANSWERS_NOT_DOCUMENTED_YET = [
  'adminMatchResult',
  // Its settings schema reads stored values (with transforms): the answer needs an output schema.
  'settings',
  'userPrinter',
];

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
};

describe('the OpenAPI document', () => {
  const t = useTestApp('pglite');

  const operations = () =>
    Object.values((t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths).flatMap(
      (path) => Object.values(path),
    );

  it('passes Redocly’s recommended rules with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(t.app.swagger()), config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('names, summarises and secures every operation, and documents its refusals', () => {
    for (const op of operations()) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.summary, op.operationId).toBeTruthy();
      expect(op.security, op.operationId).toBeDefined();
      expect(op.responses?.['4XX'], op.operationId).toBeDefined();
    }
  });

  it('documents the answer of every call but the ones listed as not yet', () => {
    const undocumented = operations()
      .filter((op) => !Object.keys(op.responses ?? {}).some((code) => code.startsWith('2')))
      .map((op) => op.operationId);
    expect(undocumented.sort()).toEqual(ANSWERS_NOT_DOCUMENTED_YET);
  });

  it('asks for a session exactly on the calls that need one', () => {
    const byId = new Map(operations().map((op) => [op.operationId, op]));
    expect(byId.get('login')?.security).toEqual([]);
    expect(byId.get('sports')?.security).toEqual([]);
    expect(byId.get('adminCreditTransfer')?.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(byId.get('utrs')?.security).toEqual([{ session: [] }, { bearer: [] }]);
  });

  it('takes operation ids from the call path', () => {
    expect(operationIdOf('/api/admin/creditTransfer')).toBe('adminCreditTransfer');
    expect(operationIdOf('/api/user/printer/{lang}/{couponId}')).toBe('userPrinter');
    expect(operationIdOf('/api/sports')).toBe('sports');
  });
});
