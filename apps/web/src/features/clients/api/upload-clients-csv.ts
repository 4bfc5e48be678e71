import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client.ts';
import { CLIENTS_QUERY_KEY } from './get-clients.ts';

export interface ImportReportLine {
  line: number;
  status: 'invalid' | 'skipped';
  reason: string;
}

export interface CsvImportResult {
  success: true;
  message: string;
  campagne: string;
  imported: number;
  updated: number;
  skipped: number;
  invalid: number;
  rows: number;
  unknownOperations: string[];
  report: ImportReportLine[];
  reportTruncated: boolean;
}

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
}: UploadClientsCsvInput): Promise<CsvImportResult> {
  const form = new FormData();
  form.append('campagne_name', campagneName);
  if (partnerId) {
    form.append('partenaire_id', String(partnerId));
  }
  form.append('file', file);
  return apiUpload<CsvImportResult>('/client/upload-csv', form, { onProgress });
}

export function useUploadClientsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientsCsv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
