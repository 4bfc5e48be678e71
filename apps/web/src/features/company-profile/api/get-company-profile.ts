import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyProfileResponse } from '@tourneo/domain';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getCompanyProfile = () => apiGet<CompanyProfileResponse>('/company/profile');

export const getCompanyProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.companyProfile, queryFn: getCompanyProfile });

export function useCompanyProfile() {
  return useQuery(getCompanyProfileQueryOptions());
}
