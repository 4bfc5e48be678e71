import {
  DEFAULT_CLIENT_SCHEDULING,
  clientSchedulingSchema,
  type ClientSchedulingFilter,
} from '@tourneo/domain';
import { useListParams } from '../../../lib/use-list-params.ts';
import type { ClientSearchFilters } from '../api/get-clients.ts';

const FILTER_KEYS = ['partenaireName', 'regionName', 'operationName', 'name', 'prenom'] as const;
const SCHEDULING_KEY = 'planification';

/**
 * Filters, scheduling filter and page live in the URL, beside the admin section. The scheduling
 * filter is left out of the URL at its default ('à planifier'); an unknown value reads as it.
 */
export function useClientListState() {
  const { params, texts, page, update } = useListParams(FILTER_KEYS);
  const scheduling = clientSchedulingSchema.safeParse(params.get(SCHEDULING_KEY));
  const planification: ClientSchedulingFilter = scheduling.success
    ? scheduling.data
    : DEFAULT_CLIENT_SCHEDULING;
  return {
    filters: { ...texts, planification },
    page,
    update: (next: {
      filters?: ClientSearchFilters;
      planification?: ClientSchedulingFilter;
      page?: number;
    }) =>
      update({
        texts: next.filters,
        others: next.planification && {
          [SCHEDULING_KEY]: next.planification === DEFAULT_CLIENT_SCHEDULING ? null : next.planification,
        },
        page: next.page,
      }),
  };
}
