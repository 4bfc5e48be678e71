import { MESSAGES, archiveSchema, frenchDateToIso, isoToFrenchDate } from '@tourneo/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** The criteria of the recent missions and the archive, as sent (dates 'YYYY-MM-DD'). */
export interface MissionCriteria {
  clientName?: string;
  agentName?: string;
  operationName?: string;
  campaignName?: string;
  startDate?: string;
  endDate?: string;
}

export const CRITERIA_KEYS = [
  'clientName',
  'agentName',
  'operationName',
  'campaignName',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof MissionCriteria)[];

/** The criteria as typed in the search form (dates dd/mm/yyyy). */
export type CriteriaDraft = Record<(typeof CRITERIA_KEYS)[number], string>;

export const EMPTY_DRAFT: CriteriaDraft = {
  clientName: '',
  agentName: '',
  operationName: '',
  campaignName: '',
  startDate: '',
  endDate: '',
};

/** The form's text of applied criteria (ISO dates written back dd/mm/yyyy). */
export function draftOf(criteria: MissionCriteria): CriteriaDraft {
  const draft = { ...EMPTY_DRAFT };
  for (const key of CRITERIA_KEYS) {
    const value = criteria[key] ?? '';
    draft[key] = (key === 'startDate' || key === 'endDate') && value ? isoToFrenchDate(value) : value;
  }
  return draft;
}

/** The form's fields that can show an error. */
export type CriteriaErrors = Partial<Record<(typeof CRITERIA_KEYS)[number], string>>;

/**
 * The criteria to send from what was typed (spec 2 §5: dates typed dd/mm/yyyy, sent yyyy-mm-dd),
 * checked by the server's own schema (a period whose end comes before its start, a text too long),
 * or the message of each field that is wrong: then nothing is sent.
 */
export function criteriaOf(
  draft: CriteriaDraft,
): { criteria: MissionCriteria; errors: null } | { criteria: null; errors: CriteriaErrors } {
  const criteria: MissionCriteria = {};
  const errors: CriteriaErrors = {};
  for (const key of CRITERIA_KEYS) {
    const value = draft[key].trim();
    if (!value) {
      continue;
    }
    if (key === 'startDate' || key === 'endDate') {
      const iso = frenchDateToIso(value);
      if (iso === null) {
        errors[key] = MESSAGES.reports.frenchDateInvalid;
      } else {
        criteria[key] = iso;
      }
    } else {
      criteria[key] = value;
    }
  }
  if (Object.keys(errors).length > 0) {
    return { criteria: null, errors };
  }
  // The archive's schema is the recent missions' plus the campaign: one check for both forms.
  const parsed = archiveSchema.safeParse(criteria);
  if (parsed.success) {
    return { criteria, errors: null };
  }
  for (const issue of parsed.error.issues) {
    const key = CRITERIA_KEYS.find((candidate) => candidate === issue.path[0]);
    if (key && !errors[key]) {
      errors[key] = issue.message;
    }
  }
  return { criteria: null, errors };
}

/** Applied criteria, 'voir toutes' and the page live in the URL, beside the admin section. */
export function useCriteriaParams() {
  const [params, setParams] = useSearchParams();
  const criteria: MissionCriteria = {};
  for (const key of CRITERIA_KEYS) {
    const value = params.get(key);
    if (value) {
      criteria[key] = value;
    }
  }
  // Held in state as well: a switch must show its new position at once, while the URL's update
  // runs as a navigation transition (a controlled input would snap back until it lands).
  const [isAll, setIsAll] = useState(() => params.get('all') === '1');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: { criteria?: MissionCriteria; isAll?: boolean; page?: number }) => {
    if (next.isAll !== undefined) {
      setIsAll(next.isAll);
    }
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.criteria) {
          for (const key of CRITERIA_KEYS) {
            const value = next.criteria[key];
            if (value) {
              result.set(key, value);
            } else {
              result.delete(key);
            }
          }
          result.delete('page');
        }
        if (next.isAll !== undefined) {
          if (next.isAll) {
            result.set('all', '1');
          } else {
            result.delete('all');
          }
          result.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) {
            result.set('page', String(next.page));
          } else {
            result.delete('page');
          }
        }
        return result;
      },
      { replace: true },
    );
  };
  return { criteria, isAll, page, update };
}
