import { useMutation } from '@tanstack/react-query';
import { MESSAGES, messageForStatus } from '@tourneo/domain';

/**
 * POST /pdf/generate-pdf (spec 2 §7): the PDF report, saved as the server names it
 * (`mission_{client}_{date}.pdf`). A failure carries the server's message, error or 'Erreur inconnue'.
 */
export async function generatePdf(missionId: number): Promise<{ fileName: string }> {
  let response: Response;
  try {
    response = await fetch('/pdf/generate-pdf', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rdv_id: missionId }),
    });
  } catch {
    throw new Error(MESSAGES.network.connection);
  }
  if (!response.ok) {
    let message: string | undefined;
    try {
      const body = (await response.json()) as { message?: unknown; error?: unknown };
      message = [body.message, body.error].find((text): text is string => typeof text === 'string' && !!text);
    } catch {
      message = messageForStatus(response.status, response.statusText);
    }
    throw new Error(message ?? MESSAGES.reports.unknownError);
  }
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'mission.pdf';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the bytes are released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { fileName };
}

export function useGeneratePdf() {
  return useMutation({ mutationFn: generatePdf });
}
