import { useSearchParams } from 'react-router';
import {
  DEFAULT_CLIENT_SCHEDULING,
  clientSchedulingSchema,
  type ClientSchedulingFilter,
} from '@tourneo/domain';
import type { ClientSearchFilters } from '../api/get-clients.ts';

const FILTER_KEYS = ['partenaireName', 'regionName', 'operationName', 'name', 'prenom'] as const;
const SCHEDULING_KEY = 'planification';

/**
 * Filters, scheduling filter and page live in the URL, beside the admin section. The scheduling
 * filter is left out of the URL at its default ('à planifier'); an unknown value reads as it.
 */
export function useClientListState() {
  const [params, setParams] = useSearchParams();
  const filters: ClientSearchFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) {
      filters[key] = value;
    }
  }
  const scheduling = clientSchedulingSchema.safeParse(params.get(SCHEDULING_KEY));
  const planification: ClientSchedulingFilter = scheduling.success
    ? scheduling.data
    : DEFAULT_CLIENT_SCHEDULING;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: {
    filters?: ClientSearchFilters;
    planification?: ClientSchedulingFilter;
    page?: number;
  }) => {
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.filters) {
          for (const key of FILTER_KEYS) {
            const value = next.filters[key]?.trim();
            if (value) {
              result.set(key, value);
            } else {
              result.delete(key);
            }
          }
          result.delete('page');
        }
        if (next.planification) {
          if (next.planification === DEFAULT_CLIENT_SCHEDULING) {
            result.delete(SCHEDULING_KEY);
          } else {
            result.set(SCHEDULING_KEY, next.planification);
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
  return { filters: { ...filters, planification }, page, update };
}
