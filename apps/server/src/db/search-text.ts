import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%text%` for LIKE, the text's own % _ \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether the folded column contains the text, case and accents ignored on both sides ("aubigne"
 * finds "AUBIGNÉ"): `search_text` (migration 0016) folds the text as it folded the column. It folds
 * as the domain's `toSearchText` (common/search-text.ts), which search-text.test.ts checks on both
 * engines; the text is folded in SQL all the same, so that it always meets the column's own fold.
 */
export function containsSearchText(foldedColumn: SQL | AnyColumn, text: string): SQL {
  return sql`${foldedColumn} like search_text(${containsPattern(text)})`;
}
