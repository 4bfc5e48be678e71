import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

export type Limiter = RateLimiterDrizzle;

/** A limiter whose counters live in the database, so that every app server shares them. */
export function createLimiter(
  db: Database,
  options: { keyPrefix: string; points: number; durationSeconds: number },
): Limiter {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
}

/** A 429 with the French message and a Retry-After header. */
export function tooManyRequests(message: string, msBeforeNext: number): AppError {
  return new AppError('RATE_LIMITED', message, {
    'retry-after': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
  });
}

/** Takes one point for `key`, or answers 429 with `message` when none is left. */
export async function consumeOrRefuse(limiter: Limiter, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      throw tooManyRequests(message, rejection.msBeforeNext);
    }
    throw rejection;
  }
}
