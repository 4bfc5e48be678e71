import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandingResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getBranding = () => apiPost<BrandingResponse>('/branding/get');

export const getBrandingQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.branding, queryFn: getBranding });

export function useBranding() {
  return useQuery(getBrandingQueryOptions());
}
