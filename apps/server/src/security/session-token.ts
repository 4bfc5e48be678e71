import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, sent to the browser; the database keeps only its SHA-256. */
export function createSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
