import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GdprSettingsInput } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

interface GdprSettings {
  success: true;
  file_retention_days: number | null;
}

export const getGdprSettings = () => apiPost<GdprSettings>('/gdpr/get-settings');
export const updateGdprSettings = (input: GdprSettingsInput) =>
  apiPost<GdprSettings & { message: string }>('/gdpr/update-settings', input);

export const getGdprSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.gdprSettings, queryFn: getGdprSettings });

export function useGdprSettings() {
  return useQuery(getGdprSettingsQueryOptions());
}

/** Saves the retention; the setting and the log (which records the change) reload. */
export function useUpdateGdprSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGdprSettings,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.gdprSettings });
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all });
    },
  });
}
