import type { BillingRdv } from '@tourneo/domain';
import { BILLING_STATUSES, CREATION_TYPE_LABELS } from '@tourneo/domain';

/** The columns the month's table sorts by. */
export type RdvSortKey =
  | 'date'
  | 'client_name'
  | 'agent_name'
  | 'operation_name'
  | 'creation_type'
  | 'duration_minutes'
  | 'price_ht'
  | 'billing_status';

export interface RdvSort {
  key: RdvSortKey;
  direction: 'ascending' | 'descending';
}

export const DEFAULT_RDV_SORT: RdvSort = { key: 'date', direction: 'ascending' };

const byText = (a: string | null, b: string | null) =>
  (a ?? '').localeCompare(b ?? '', 'fr', { sensitivity: 'base' });

/** Each column's order; ties (and missing values, last) fall back to the day and start. */
const COMPARE: Record<RdvSortKey, (a: BillingRdv, b: BillingRdv) => number> = {
  date: (a, b) => a.date.localeCompare(b.date) || a.beginning - b.beginning,
  client_name: (a, b) => byText(a.client_name, b.client_name),
  agent_name: (a, b) => byText(a.agent_name, b.agent_name),
  operation_name: (a, b) => byText(a.operation_name, b.operation_name),
  creation_type: (a, b) =>
    byText(CREATION_TYPE_LABELS[a.creation_type], CREATION_TYPE_LABELS[b.creation_type]),
  duration_minutes: (a, b) => a.duration_minutes - b.duration_minutes,
  price_ht: (a, b) => (a.price_ht ?? -1) - (b.price_ht ?? -1),
  billing_status: (a, b) =>
    BILLING_STATUSES.indexOf(a.billing_status) - BILLING_STATUSES.indexOf(b.billing_status),
};

/** The appointments in the table's order (a new array; the day, then the id, break ties). */
export function sortRdvs(rdvs: readonly BillingRdv[], { key, direction }: RdvSort): BillingRdv[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rdvs].sort((a, b) => sign * COMPARE[key](a, b) || COMPARE.date(a, b) || a.id - b.id);
}

/** A click on a column's header: that column ascending, or the other way round if already sorted by it. */
export function nextSort(current: RdvSort, key: RdvSortKey): RdvSort {
  if (current.key !== key) {
    return { key, direction: 'ascending' };
  }
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
