import { useMutation } from '@tanstack/react-query';
import { apiPostForFile } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

/**
 * POST /pdf/generate-pdf (spec 2 §7): the PDF report, saved as the server names it
 * (`mission_{client}_{date}.pdf`). A failure carries the server's message; an ended session goes
 * back to the login page, as every call does.
 */
export async function generatePdf(missionId: number): Promise<{ fileName: string }> {
  const file = await apiPostForFile('/pdf/generate-pdf', { rdv_id: missionId });
  const fileName = file.fileName ?? 'mission.pdf';
  downloadFile(fileName, file.blob);
  return { fileName };
}

export function useGeneratePdf() {
  return useMutation({ mutationFn: generatePdf });
}
