import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from './config.ts';
import { withSecretsKey } from './secrets-key.ts';

describe('the key sealing stored secrets', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const freshDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'secrets-key-'));
    dirs.push(dir);
    return dir;
  };

  it('takes SECRETS_KEY when set, writing nothing', async () => {
    const dataDir = await freshDir();
    const config = await withSecretsKey(testConfig({ dataDir }));
    expect(config.secretsKey.toString('hex')).toBe('7e57'.repeat(16));
    await expect(stat(path.join(dataDir, 'secrets.key'))).rejects.toThrow();
  });

  it('otherwise makes one in the data folder, for the server’s user only, and keeps it', async () => {
    const dataDir = path.join(await freshDir(), 'data');
    const first = await withSecretsKey(testConfig({ dataDir, secretsKey: undefined }));
    expect(first.secretsKey).toHaveLength(32);
    const file = path.join(dataDir, 'secrets.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe(first.secretsKey.toString('hex'));
    const again = await withSecretsKey(testConfig({ dataDir, secretsKey: undefined }));
    expect(again.secretsKey.equals(first.secretsKey)).toBe(true);
  });
});
