import { AppError } from '../errors.ts';

/**
 * A single-use, expiring link (an agent's or a person's invitation, a password reset), as its
 * token's hash found it: 404 unknown (or replaced), 410 used or expired, each with its French message.
 */
export function requireLiveLink<Link extends { usedAt: Date | null; expiresAt: Date }>(
  link: Link | undefined,
  now: Date,
  messages: { invalid: string; used: string; expired: string },
): Link {
  if (!link) {
    throw new AppError('NOT_FOUND', messages.invalid);
  }
  if (link.usedAt) {
    throw new AppError('GONE', messages.used);
  }
  if (link.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('GONE', messages.expired);
  }
  return link;
}
