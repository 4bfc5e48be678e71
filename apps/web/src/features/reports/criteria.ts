import { isoToFrenchDate } from '@tourneo/domain';
import { useState } from 'react';
import { useListParams } from '../../lib/use-list-params.ts';

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

/** Applied criteria, 'voir toutes' and the page live in the URL, beside the admin section. */
export function useCriteriaParams() {
  const { params, texts, page, update } = useListParams(CRITERIA_KEYS);
  // Held in state as well: a switch must show its new position at once, while the URL's update
  // runs as a navigation transition (a controlled input would snap back until it lands).
  const [isAll, setIsAll] = useState(() => params.get('all') === '1');
  return {
    criteria: texts satisfies MissionCriteria,
    isAll,
    page,
    update: (next: { criteria?: MissionCriteria; isAll?: boolean; page?: number }) => {
      if (next.isAll !== undefined) {
        setIsAll(next.isAll);
      }
      update({
        texts: next.criteria,
        others: next.isAll === undefined ? undefined : { all: next.isAll ? '1' : null },
        page: next.page,
      });
    },
  };
}
