import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets.ts';

describe('secrets at rest (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('decrypts what it encrypted, with a fresh IV each time', () => {
    const first = encryptSecret(key, 'mot de passe é');
    expect(encryptSecret(key, 'mot de passe é')).not.toBe(first);
    expect(first).not.toContain('mot de passe');
    expect(decryptSecret(key, first)).toBe('mot de passe é');
  });

  it('refuses another key or an altered value', () => {
    const stored = encryptSecret(key, 'secret');
    expect(() => decryptSecret(randomBytes(32), stored)).toThrow();
    const [version, iv, tag, ciphertext] = stored.split('.');
    const altered = [version, iv, tag, `${ciphertext!.slice(0, -1)}${ciphertext!.endsWith('A') ? 'B' : 'A'}`];
    expect(() => decryptSecret(key, altered.join('.'))).toThrow();
  });
});
