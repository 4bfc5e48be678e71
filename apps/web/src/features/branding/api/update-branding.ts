import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingSavedResponse, UpdateBranding } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const updateBranding = (branding: UpdateBranding) =>
  apiPost<BrandingSavedResponse>('/branding/update', branding);

export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranding,
    onSuccess: (response) =>
      queryClient.setQueryData(queryKeys.branding, { success: true, branding: response.branding }),
  });
}
