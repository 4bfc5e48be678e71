import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client.ts';
import type { CsvImportResponse } from '@tourneo/domain';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface UploadClientsCsvInput {
  file: File;
  campagneName: string;
  /** The campaign's partner; null: the company's default partner. */
  partnerId?: number | null;
  /** Share of the file sent, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/** The campaign name and partner go before the file so the server can stream the file straight into the import. */
export function uploadClientsCsv({
  file,
  campagneName,
  partnerId,
  onProgress,
}: UploadClientsCsvInput): Promise<CsvImportResponse> {
  const form = new FormData();
  form.append('campagne_name', campagneName);
  if (partnerId) {
    form.append('partenaire_id', String(partnerId));
  }
  form.append('file', file);
  return apiUpload<CsvImportResponse>('/client/upload-csv', form, { onProgress });
}

export function useUploadClientsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientsCsv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
  });
}
