import { Badge, Button } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { useGeneratePdf } from '../api/generate-pdf.ts';

/**
 * 'Générer PDF' (feature pdf_generation): disabled while the PDF is made, then downloaded as
 * mission_{client}_{date}.pdf. Without the feature the button is hidden and 'PDF Business+' shows.
 */
export function PdfButton({
  missionId,
  clientName,
  canGenerate,
  size = 'xs',
  version,
  label = 'Générer PDF',
}: {
  missionId: number;
  clientName: string;
  canGenerate: boolean;
  size?: 'xs' | 'compact-xs' | 'sm';
  /** One version of the report (issue 39); without it, the last one. */
  version?: number;
  label?: string;
}) {
  const generate = useGeneratePdf();
  if (!canGenerate) {
    return (
      <Badge variant="filled" color="gray.8" title="Fonctionnalité du forfait Business ou supérieur">
        {MESSAGES.reports.pdfBusinessHint}
      </Badge>
    );
  }
  return (
    <Button
      size={size}
      variant="light"
      loading={generate.isPending}
      disabled={generate.isPending}
      aria-label={`${label} — ${clientName}`}
      onClick={() =>
        generate.mutate(version === undefined ? { missionId } : { missionId, version }, {
          onSuccess: () => notify('success', MESSAGES.reports.pdfSuccess),
          onError: (error) =>
            notify(
              'error',
              `${MESSAGES.reports.pdfErrorPrefix}${error.message || MESSAGES.reports.unknownError}`,
            ),
        })
      }
    >
      {label}
    </Button>
  );
}
