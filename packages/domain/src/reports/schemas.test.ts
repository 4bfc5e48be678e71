import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { archiveCriteriaFormSchema, recentCriteriaFormSchema } from './schemas.ts';

/** A search form left blank: its date fields hold ''; its text fields may be left out. */
const EMPTY = { startDate: '', endDate: '' };

/** The messages by field of a refused search, or the criteria it sends. */
function search(
  typed: Record<string, string>,
  schema: z.ZodType<Record<string, unknown>> = archiveCriteriaFormSchema,
) {
  const parsed = schema.safeParse({ ...EMPTY, ...typed });
  if (parsed.success) {
    return { criteria: parsed.data, errors: null };
  }
  return {
    criteria: null,
    errors: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  };
}

describe('the search forms of the recent missions and the archive', () => {
  it('sends typed dd/mm/yyyy dates as yyyy-mm-dd, blank criteria left out', () => {
    const { criteria } = search({ clientName: ' dup ', startDate: '1/12/2026' });
    expect(criteria).toEqual({ clientName: 'dup', startDate: '2026-12-01' });
    expect(Object.entries(criteria ?? {}).filter(([, value]) => value !== undefined)).toHaveLength(2);
  });

  it('refuses a date it cannot read, on that field', () => {
    expect(search({ endDate: '2026-11-30' })).toEqual({
      criteria: null,
      errors: { endDate: MESSAGES.reports.frenchDateInvalid },
    });
  });

  it('refuses an end before the start with the server schema message, so nothing is sent', () => {
    expect(search({ startDate: '01/12/2026', endDate: '01/01/2026' })).toEqual({
      criteria: null,
      errors: { endDate: 'La date de fin doit être après la date de début' },
    });
    // The same day is a period of one day.
    expect(search({ startDate: '01/12/2026', endDate: '01/12/2026' }).errors).toBeNull();
  });

  it('refuses a criterion longer than the server takes', () => {
    expect(search({ agentName: 'a'.repeat(101) })).toEqual({
      criteria: null,
      errors: { agentName: MESSAGES.reports.filterTooLong },
    });
  });

  it('the recent missions have no campaign: one typed is never sent', () => {
    expect(search({ campaignName: 'Printemps' }, recentCriteriaFormSchema).criteria).not.toHaveProperty(
      'campaignName',
    );
    expect(search({ campaignName: 'Printemps' }).criteria).toHaveProperty('campaignName', 'Printemps');
  });
});
