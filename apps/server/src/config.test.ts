import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('database pool size', () => {
  it('follows the cores, never below ten', () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(10, 4 * os.availableParallelism()));
  });

  it('takes DATABASE_POOL_SIZE', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).databasePoolSize).toBe(24);
  });

  it('refuses a size that would starve the instance, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
