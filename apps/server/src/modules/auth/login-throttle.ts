import type { Limiter } from '../../http/rate-limit.ts';
import { consumeOrRefuse } from '../../http/rate-limit.ts';
import type { Device } from '../../security/device-cookie.ts';

/**
 * The one login throttle (docs/decisions/0008-trust.md), for the company's login and the agent
 * app's: a known browser (device cookie of this account, not locked) spends its own failures; any
 * other source first takes one check from the account's shared hourly allowance (given back on
 * success) and from its IP's, so at most that many guesses are ever checked.
 */
export interface ThrottleLimiters {
  perIp: Limiter;
  failuresPerDevice: Limiter;
}

interface ThrottledCheckOptions {
  limiters: ThrottleLimiters;
  /** The account's shared allowance for unknown sources (per company, per agent). */
  unknownSources: Limiter;
  /** The account's key in `unknownSources`: known before the account is looked up (a name typed). */
  accountKey: string;
  ip: string;
  /** The device cookie, already verified as one of this account's (signature and company). */
  device: Device | undefined;
  /** Checks the password (a decoy hash when the account does not exist). */
  verify: () => Promise<boolean>;
  /** The French message of a refusal (429). */
  tooManyAttempts: string;
}

/** Is this browser a known device of the account, with failures left? */
async function knownDeviceOf(
  limiters: ThrottleLimiters,
  device: Device | undefined,
): Promise<Device | undefined> {
  if (!device) {
    return undefined;
  }
  const failures = await limiters.failuresPerDevice.get(device.nonce);
  return failures && failures.remainingPoints <= 0 ? undefined : device;
}

/**
 * Checks a password under the throttle. Answers whether it is right and whether the browser was a
 * known device (a new one is then given a device cookie); 429 when the source has no check left.
 */
export async function checkPasswordThrottled({
  limiters,
  unknownSources,
  accountKey,
  ip,
  device,
  verify,
  tooManyAttempts,
}: ThrottledCheckOptions): Promise<{ isValid: boolean; isKnownDevice: boolean }> {
  const knownDevice = await knownDeviceOf(limiters, device);
  if (!knownDevice) {
    await consumeOrRefuse(limiters.perIp, ip, tooManyAttempts);
    await consumeOrRefuse(unknownSources, accountKey, tooManyAttempts);
  }
  const isValid = await verify();
  if (!isValid) {
    if (knownDevice) {
      await limiters.failuresPerDevice.penalty(knownDevice.nonce, 1);
    }
    return { isValid, isKnownDevice: knownDevice !== undefined };
  }
  if (knownDevice) {
    await limiters.failuresPerDevice.delete(knownDevice.nonce);
  } else {
    await unknownSources.reward(accountKey, 1);
  }
  return { isValid, isKnownDevice: knownDevice !== undefined };
}
