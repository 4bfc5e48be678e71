import { useMutation } from '@tanstack/react-query';
import { apiPostForFile } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

export interface GeneratePdfVariables {
  missionId: number;
  /** One version of the report (issue 39); without it, the last one. */
  version?: number;
}

/**
 * POST /pdf/generate-pdf (spec 2 §7): the PDF report, saved as the server names it
 * (`mission_{client}_{date}.pdf`, `…-v2.pdf` when the report has several versions). A failure
 * carries the server's message; an ended session goes back to the login page, as every call does.
 */
export async function generatePdf({
  missionId,
  version,
}: GeneratePdfVariables): Promise<{ fileName: string }> {
  const query = version === undefined ? '' : `?version=${version}`;
  const file = await apiPostForFile(`/pdf/generate-pdf${query}`, { rdv_id: missionId });
  const fileName = file.fileName ?? 'mission.pdf';
  downloadFile(file.blob, fileName);
  return { fileName };
}

export function useGeneratePdf() {
  return useMutation({ mutationFn: generatePdf });
}
