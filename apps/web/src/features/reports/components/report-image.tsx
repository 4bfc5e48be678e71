import { Center, Loader, Text, type MantineStyleProp } from '@mantine/core';
import { MESSAGES, type ReportFileRef } from '@tourneo/domain';
import { useReportImage } from '../api/get-report-image.ts';

/** A report's photo or signature, fetched by id; 'Erreur de chargement de l'image' when it cannot be shown. */
export function ReportImage({
  file,
  missionId,
  alt,
  style,
}: {
  file: ReportFileRef;
  missionId: number;
  alt: string;
  style?: MantineStyleProp;
}) {
  const image = useReportImage(file, missionId);
  if (image.status === 'loading') {
    return (
      <Center style={style}>
        <Loader size="sm" aria-label="Chargement de l'image" />
      </Center>
    );
  }
  if (image.status === 'error') {
    return (
      <Center style={style}>
        <Text size="sm" c="red.8" role="alert">
          {MESSAGES.reports.imageLoadError}
        </Text>
      </Center>
    );
  }
  return (
    <img src={image.url} alt={alt} style={{ maxWidth: '100%', objectFit: 'contain', ...(style as object) }} />
  );
}
