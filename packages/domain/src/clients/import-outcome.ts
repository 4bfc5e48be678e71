import { MESSAGES } from '../messages/fr.ts';

/** The counts of a CSV import that decide what its answer says. */
export interface ImportCounts {
  imported: number;
  updated: number;
  skipped: number;
  invalid: number;
}

/** Whether the import added or updated at least one client. */
export const hasImportedSome = (counts: ImportCounts) => counts.imported + counts.updated > 0;

/**
 * What a CSV import's answer says: the spec's success message when every row went in, how many were
 * added and refused when some were refused, and that nothing was imported when no row went in.
 */
export function importOutcomeMessage(counts: ImportCounts): string {
  const refused = counts.skipped + counts.invalid;
  if (!hasImportedSome(counts)) {
    return MESSAGES.importOutcome.nothingImported(refused);
  }
  return refused === 0
    ? MESSAGES.imports.uploadSuccess
    : MESSAGES.importOutcome.partlyImported(counts.imported, counts.updated, refused);
}
