import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretsKeyOf } from './secret-box.ts';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, sealing the same secret differently each time', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a changed text or another key', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => openSecret(key, changed)).toThrow();
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
  });

  it('reads a secret stored before sealing as it is', () => {
    expect(openSecret(key, 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('wants a 32-byte key', () => {
    expect(() => secretsKeyOf({ secretsKey: undefined })).toThrow(/SECRETS_KEY/);
    expect(secretsKeyOf({ secretsKey: key })).toBe(key);
  });
});
