import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingSavedResponse } from '@tourneo/domain';
import { apiPost, apiUpload } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<BrandingSavedResponse>('/branding/logo', form);
}

export const deleteLogo = () => apiPost<BrandingSavedResponse>('/branding/logo/delete');

/** The logo sent or removed: the screen shows the stored branding the server answers. */
export function useLogoChange() {
  const queryClient = useQueryClient();
  const onSuccess = (response: BrandingSavedResponse) =>
    queryClient.setQueryData(queryKeys.branding, { success: true, branding: response.branding });
  return {
    upload: useMutation({ mutationFn: uploadLogo, onSuccess }),
    remove: useMutation({ mutationFn: deleteLogo, onSuccess }),
  };
}
