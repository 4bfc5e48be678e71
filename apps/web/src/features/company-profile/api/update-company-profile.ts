import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfileSavedResponse, UpdateCompanyProfile } from '@tourneo/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const updateCompanyProfile = (profile: UpdateCompanyProfile) =>
  apiRequest<CompanyProfileSavedResponse>('PUT', '/company/profile', profile);

export function useUpdateCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (response) =>
      queryClient.setQueryData(queryKeys.companyProfile, { success: true, profile: response.profile }),
  });
}
