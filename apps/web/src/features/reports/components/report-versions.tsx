import { Group, List, Text, Title } from '@mantine/core';
import { MESSAGES, formatParisInstant, type ReportVersionSummary } from '@tourneo/domain';
import { PdfButton } from './pdf-button.tsx';

const v = MESSAGES.reportVersions;

/** 'réalisée le 24 novembre 2026 à 10h05 par Julie Martin', Paris time. */
function versionText(version: ReportVersionSummary): string {
  const completedOn = formatParisInstant(new Date(version.completed_at), "d MMMM yyyy 'à' H'h'mm");
  const line = v.listItem(version.version, completedOn);
  return version.completed_by_name ? `${line} ${v.by(version.completed_by_name)}` : line;
}

/**
 * The report's completed versions (issue 39), the first first, each with its PDF: a reopened
 * mission completed again keeps every earlier report.
 */
export function ReportVersions({
  missionId,
  clientName,
  versions,
  canGeneratePdf,
}: {
  missionId: number;
  clientName: string;
  versions: readonly ReportVersionSummary[];
  canGeneratePdf: boolean;
}) {
  if (versions.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="mission-versions-title">
      <Title order={3} size="h5" id="mission-versions-title" mb="xs">
        {v.listTitle}
      </Title>
      <List listStyleType="none" spacing="xs" aria-labelledby="mission-versions-title">
        {versions.map((version) => (
          <List.Item key={version.version}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm">{versionText(version)}</Text>
              <PdfButton
                missionId={missionId}
                clientName={clientName}
                canGenerate={canGeneratePdf}
                version={version.version}
                label={v.pdfOfVersion(version.version)}
              />
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
