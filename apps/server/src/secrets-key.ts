// The key sealing stored secrets when SECRETS_KEY is not set: made once and kept in the data folder,
// readable by the server's user only. Instances sharing a database must share SECRETS_KEY instead.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

const FILE = 'secrets.key';

export async function withSecretsKey(config: Config): Promise<Config & { secretsKey: Buffer }> {
  if (config.secretsKey) return { ...config, secretsKey: config.secretsKey };
  const file = path.join(config.dataDir, FILE);
  if (config.databaseUrl) {
    console.warn(`SECRETS_KEY is not set: using ${file}; instances sharing the database need the same key`);
  }
  const kept = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (kept !== null) return { ...config, secretsKey: Buffer.from(kept.trim(), 'hex') };
  const key = randomBytes(32);
  await mkdir(config.dataDir, { recursive: true });
  // 'wx': two instances starting at once do not overwrite each other's key.
  await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(async (err) => {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  });
  return withSecretsKey(config);
}
