import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie: a browser that signed in to a company once carries a signed proof of it,
 * and keeps its own allowance of failed attempts when strangers exhaust the shared one.
 * The cookie is sent to the login call only (its path, http/cookies.ts), and means nothing anywhere else.
 * The agent app's device cookie is the same proof, for one agent of the company, sent to its login only.
 */
export interface Device {
  companyId: number;
  /** Random, per browser: the key of this browser's own failure counter. */
  nonce: string;
}

/**
 * `account`: empty for the company's login; `agent:{id}` for an agent's, so that a phone proves it
 * signed in as that agent (and not as any agent of the company).
 */
function signature(secretKey: Buffer, companyId: number, nonce: string, account: string): Buffer {
  const subject = account ? `${companyId}:${account}` : String(companyId);
  return createHmac('sha256', secretKey).update(`tourneo-device:${subject}:${nonce}`).digest();
}

/** A new device cookie value for a browser that just signed in to the company (as `account`). */
export function createDeviceCookie(secretKey: Buffer, companyId: number, account = ''): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${companyId}.${nonce}.${signature(secretKey, companyId, nonce, account).toString('base64url')}`;
}

/** The device a cookie value proves (for `account`), or undefined when it is absent, malformed or forged. */
export function readDeviceCookie(
  secretKey: Buffer,
  value: string | undefined,
  account = '',
): Device | undefined {
  const match = value ? /^(\d{1,10})\.([\w-]{22})\.([\w-]{43})$/.exec(value) : null;
  if (!match) {
    return undefined;
  }
  const companyId = Number(match[1]);
  const nonce = match[2]!;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(secretKey, companyId, nonce, account);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { companyId, nonce }
    : undefined;
}
