import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { TOTP_RECOVERY_CODE_COUNT } from '@tourneo/domain';

/** RFC 6238's defaults, those of every authenticator app: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://` URI of the QR code, and the QR code itself as an SVG `data:` URL. */
export async function totpEnrolment(secret: string, issuer: string, label: string) {
  const otpauthUrl = generateURI({ issuer, label, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks a code of the app at `now`, one step either side (a phone's clock a little off), and
 * only after `afterStep` (the step of the code last accepted): the time step it matched, or
 * undefined.
 */
export async function verifyTotpCode(
  secret: string,
  code: string,
  { now = new Date(), afterStep }: { now?: Date; afterStep?: number | null } = {},
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === null || afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Ten single-use recovery codes, `xxxxx-xxxxx` (50 random bits each), shown once. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789'; // 32 signs: 5 bits each, no l, o, 0 or 1
  return Array.from({ length: TOTP_RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as stored: the SHA-256 of its letters (dashes and case ignored). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(`tourneo-recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`)
    .digest('hex');
}
