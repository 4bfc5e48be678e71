import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, messageForStatus } from '@tourneo/domain';
import { ApiError } from '../../../lib/api-client.ts';
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
  /** Share of the file sent, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/**
 * Multipart upload through XMLHttpRequest, whose upload events give the progress bar. The campaign
 * name goes before the file so the server can stream the file straight into the import.
 */
export function uploadClientsCsv({
  file,
  campagneName,
  onProgress,
}: UploadClientsCsvInput): Promise<CsvImportResult> {
  const form = new FormData();
  form.append('campagne_name', campagneName);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/client/upload-csv');
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress?.(event.loaded / event.total);
      }
    };
    request.onload = () => {
      const body = request.response as { error?: string; code?: string } | null;
      if (request.status >= 200 && request.status < 300) {
        resolve(body as CsvImportResult);
        return;
      }
      reject(
        new ApiError(
          request.status,
          body?.error ||
            messageForStatus(request.status, request.statusText) ||
            MESSAGES.imports.uploadFailedFallback,
          body?.code,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, MESSAGES.network.connection));
    request.send(form);
  });
}

export function useUploadClientsCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientsCsv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}
