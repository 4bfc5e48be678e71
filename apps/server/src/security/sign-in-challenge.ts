import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CHALLENGE_VALID_MINUTES } from '@tourneo/domain';

/**
 * The proof that a sign-in passed its password and waits for its second factor (decision 0038):
 * `<company>.<person or 0>.<expiry (s)>.<nonce>.<HMAC>`, signed with SECRET_KEY, valid a few
 * minutes. It opens no session by itself: only with a right code of the account.
 */
export interface SignInChallenge {
  companyId: number;
  /** null: the owner (company login). */
  personId: number | null;
}

function signature(secretKey: Buffer, payload: string): Buffer {
  return createHmac('sha256', secretKey).update(`tourneo-sign-in-challenge:${payload}`).digest();
}

export function createSignInChallenge(
  secretKey: Buffer,
  { companyId, personId }: SignInChallenge,
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + SIGN_IN_CHALLENGE_VALID_MINUTES * 60;
  const payload = `${companyId}.${personId ?? 0}.${expires}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${signature(secretKey, payload).toString('base64url')}`;
}

/** The account a challenge token names, or undefined when it is malformed, forged or expired. */
export function readSignInChallenge(
  secretKey: Buffer,
  token: string,
  now = new Date(),
): SignInChallenge | undefined {
  const match = /^((\d{1,10})\.(\d{1,10})\.(\d{1,12})\.[\w-]{16})\.([\w-]{43})$/.exec(token);
  if (!match) {
    return undefined;
  }
  const given = Buffer.from(match[5]!, 'base64url');
  const expected = signature(secretKey, match[1]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  if (Number(match[4]) * 1000 <= now.getTime()) {
    return undefined;
  }
  const personId = Number(match[3]);
  return { companyId: Number(match[2]), personId: personId === 0 ? null : personId };
}
