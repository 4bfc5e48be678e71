import type { Database, Executor, Transaction } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { hashSessionToken } from './session-token.ts';

/** A link's token to look up, at `now` (the clock by default). */
export interface LinkLookup {
  db: Executor;
  token: string;
  now?: Date;
}

/** A link's use: the token in the `input` of a form, at `now` (the clock by default). */
export interface LinkUse<Input extends { token: string }> {
  db: Database;
  input: Input;
  now?: Date;
}

type LinkMessages = { invalid: string; used: string; expired: string };
interface LinkFields {
  id: number;
  companyId: number;
  usedAt: Date | null;
  expiresAt: Date;
}

/**
 * A single-use, expiring link (an agent's or a person's invitation, a password reset), as its
 * token's hash found it: 404 unknown (or replaced), 410 used or expired, each with its French message.
 */
export function requireLiveLink<Link extends { usedAt: Date | null; expiresAt: Date }>(
  link: Link | undefined,
  now: Date,
  messages: LinkMessages,
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

/**
 * Uses a single-use link up, in one transaction: the link of the token (locked by `find`), refused
 * when dead, marked used (410 when a concurrent use came first), then `use` runs with it.
 */
export async function useLinkOnce<Link extends LinkFields, Result>(
  options: {
    db: Database;
    token: string;
    now: Date;
    messages: LinkMessages;
    /** The link of a token's hash, locked until the transaction ends. */
    find: (tx: Transaction, tokenHash: string) => Promise<Link | undefined>;
    /** Marks the link used; false when it already was. */
    markUsed: (tx: Transaction, companyId: number, id: number, usedAt: Date) => Promise<boolean>;
  },
  use: (tx: Transaction, link: Link) => Promise<Result>,
): Promise<Result> {
  const { db, token, now, messages, find, markUsed } = options;
  return db.transaction(async (tx) => {
    const link = requireLiveLink(await find(tx, hashSessionToken(token)), now, messages);
    if (!(await markUsed(tx, link.companyId, link.id, now))) {
      throw new AppError('GONE', messages.used);
    }
    return use(tx, link);
  });
}

/**
 * The reader of a kind of link, from its repository's lookup by token hash: the live link of a
 * token, else 404 unknown (or replaced), 410 used or expired, with `messages`.
 */
export function liveLinkReader<Link extends LinkFields>(
  find: (db: Executor, tokenHash: string) => Promise<Link | undefined>,
  messages: LinkMessages,
) {
  return async ({ db, token, now = new Date() }: LinkLookup): Promise<Link> =>
    requireLiveLink(await find(db, hashSessionToken(token)), now, messages);
}
