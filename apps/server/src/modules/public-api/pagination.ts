import { MESSAGES, type PageQuery } from '@tourneo/domain';
import { AppError } from '../../errors.ts';

/** A cursor of the public API's lists by id: opaque to callers (`next_cursor` given back as `cursor`). */
export function encodeIdCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

/** The id a cursor stands after (0 without one); a cursor not ours answers 400. */
export function decodeIdCursor(cursor: string | undefined): number {
  if (cursor === undefined) {
    return 0;
  }
  const match = /^id:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new AppError('BAD_REQUEST', MESSAGES.apiKeys.cursorInvalid);
  }
  return id;
}

/** A page of items read after the cursor (`limit + 1` read: one more says a next page exists). */
export function pageOfItems<Item extends { id: number }>(items: readonly Item[], limit: number) {
  const data = items.slice(0, limit);
  return {
    data,
    next_cursor: items.length > limit && data.length > 0 ? encodeIdCursor(data.at(-1)!.id) : null,
  };
}

/** A page of a list the back office reads whole (agents, qualifications, operations): by id. */
export function pageOfList<Item extends { id: number }>(items: readonly Item[], query: PageQuery) {
  const after = decodeIdCursor(query.cursor);
  const sorted = items.filter((item) => item.id > after).sort((a, b) => a.id - b.id);
  return pageOfItems(sorted.slice(0, query.limit + 1), query.limit);
}
