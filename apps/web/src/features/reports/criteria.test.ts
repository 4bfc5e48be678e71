import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tourneo/domain';
import { EMPTY_DRAFT, criteriaOf } from './criteria.ts';

describe('criteriaOf', () => {
  it('sends typed dd/mm/yyyy dates as yyyy-mm-dd', () => {
    expect(criteriaOf({ ...EMPTY_DRAFT, clientName: ' dup ', startDate: '1/12/2026' })).toEqual({
      criteria: { clientName: 'dup', startDate: '2026-12-01' },
      errors: null,
    });
  });

  it('refuses a date it cannot read, on that field', () => {
    expect(criteriaOf({ ...EMPTY_DRAFT, endDate: '2026-11-30' })).toEqual({
      criteria: null,
      errors: { endDate: MESSAGES.reports.frenchDateInvalid },
    });
  });

  it('refuses an end before the start with the server schema message, so nothing is sent', () => {
    expect(criteriaOf({ ...EMPTY_DRAFT, startDate: '01/12/2026', endDate: '01/01/2026' })).toEqual({
      criteria: null,
      errors: { endDate: 'La date de fin doit être après la date de début' },
    });
    // The same day is a period of one day.
    expect(criteriaOf({ ...EMPTY_DRAFT, startDate: '01/12/2026', endDate: '01/12/2026' }).errors).toBeNull();
  });

  it('refuses a criterion longer than the server takes', () => {
    expect(criteriaOf({ ...EMPTY_DRAFT, agentName: 'a'.repeat(101) })).toEqual({
      criteria: null,
      errors: { agentName: MESSAGES.reports.filterTooLong },
    });
  });
});
