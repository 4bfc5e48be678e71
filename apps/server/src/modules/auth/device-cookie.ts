import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie: a browser that signed in to a company once carries a signed proof of it,
 * and keeps its own allowance of failed attempts when strangers exhaust the shared one.
 * The cookie is sent to the login call only (its path), and means nothing anywhere else.
 */
export const DEVICE_COOKIE = 'tourneo_device';
export const DEVICE_COOKIE_PATH = '/admin/login';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface Device {
  companyId: number;
  /** Random, per browser: the key of this browser's own failure counter. */
  nonce: string;
}

function signature(secretKey: Buffer, companyId: number, nonce: string): Buffer {
  return createHmac('sha256', secretKey).update(`tourneo-device:${companyId}:${nonce}`).digest();
}

/** A new device cookie value for a browser that just signed in to the company. */
export function createDeviceCookie(secretKey: Buffer, companyId: number): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${companyId}.${nonce}.${signature(secretKey, companyId, nonce).toString('base64url')}`;
}

/** The device a cookie value proves, or undefined when it is absent, malformed or forged. */
export function readDeviceCookie(secretKey: Buffer, value: string | undefined): Device | undefined {
  const match = value ? /^(\d{1,10})\.([\w-]{22})\.([\w-]{43})$/.exec(value) : null;
  if (!match) {
    return undefined;
  }
  const companyId = Number(match[1]);
  const nonce = match[2]!;
  const given = Buffer.from(match[3]!, 'base64url');
  const expected = signature(secretKey, companyId, nonce);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { companyId, nonce }
    : undefined;
}
