import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  MESSAGES,
  isoToFrenchDate,
  slotToLabel,
  type MissionDetails,
  type ReportAnswer,
} from '@tourneo/domain';
import { cutAnswerText, imageValueBase64 } from '@tourneo/domain/reports/answer-value';
import { MISSION_STATUS_LABELS } from '@tourneo/domain/missions/status-labels';
import { useMissionDetails } from '../api/get-mission-details.ts';
import { PdfButton } from './pdf-button.tsx';
import { PhotoViewer } from './photo-viewer.tsx';
import { ReportImage } from './report-image.tsx';
import { ReportVersions } from './report-versions.tsx';

/** Photos shown in the popup before 'Voir toutes les photos'. */
const PHOTOS_SHOWN = 4;
const THUMBNAIL = { width: 120, height: 90 };

const BASE64_TYPES: [string, string][] = [
  ['/9j/', 'image/jpeg'],
  ['iVBORw0KGgo', 'image/png'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
];

/** An image answer as something `<img>` shows: a data URL as it is, bare base64 with its type. */
function imageSource(value: string): string | null {
  const trimmed = value.trim();
  if (/^data:image\//i.test(trimmed)) {
    return trimmed;
  }
  const base64 = imageValueBase64(trimmed);
  if (base64 === null) {
    return null;
  }
  const type = BASE64_TYPES.find(([signature]) => base64.startsWith(signature))?.[1] ?? 'image/jpeg';
  return `data:${type};base64,${base64}`;
}

function AnswerValue({ answer, missionId }: { answer: ReportAnswer; missionId: number }) {
  const source = answer.kind === 'image' && answer.value !== null ? imageSource(answer.value) : null;
  return (
    <Stack gap={4}>
      {source && (
        <img
          src={source}
          alt={answer.label}
          style={{ maxWidth: 240, maxHeight: 180, objectFit: 'contain' }}
        />
      )}
      {answer.value !== null && answer.kind !== 'image' && (
        <Text size="sm" style={{ whiteSpace: answer.kind === 'textarea' ? 'pre-wrap' : undefined }}>
          {cutAnswerText(answer.value)}
        </Text>
      )}
      {answer.files.length > 0 && (
        <Group gap="xs">
          {answer.files.map((file, index) =>
            file.mime_type === 'application/pdf' ? (
              <Text key={file.id} size="sm">
                {MESSAGES.reports.attachedFile}
              </Text>
            ) : (
              <ReportImage
                key={file.id}
                file={file}
                missionId={missionId}
                alt={`${answer.label} — photo ${index + 1}`}
                style={THUMBNAIL}
              />
            ),
          )}
        </Group>
      )}
      {answer.value === null && answer.files.length === 0 && (
        <Text size="sm">{MESSAGES.reports.noImage}</Text>
      )}
    </Stack>
  );
}

function DetailsBody({
  details,
  canGeneratePdf,
  onOpenViewer,
}: {
  details: MissionDetails;
  canGeneratePdf: boolean;
  onOpenViewer: (index: number) => void;
}) {
  const hours = details.sessions
    .map(
      (session) =>
        `${details.sessions.length > 1 ? `${isoToFrenchDate(session.date)} : ` : ''}${slotToLabel(session.beginning)} – ${slotToLabel(session.ending)}`,
    )
    .join('\n');
  const rows: [string, string][] = [
    ['Client', details.client_name],
    ['Agent', details.agent_name || '—'],
    ['Date', details.date ? isoToFrenchDate(details.date) : '—'],
    ['Horaires', hours || '—'],
    ['Adresse', [details.adresse, details.appartement].filter(Boolean).join(' — ')],
    ['Opération', details.operation_name ?? '—'],
    ['Statut', MISSION_STATUS_LABELS[details.status]],
  ];
  return (
    <Stack>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140} scope="row">
                {label}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'pre-line' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <section aria-labelledby="mission-photos-title">
        <Group justify="space-between" mb="xs">
          <Title order={3} size="h5" id="mission-photos-title">
            Photos de la mission
          </Title>
          {details.photos.length > 0 && (
            <Button size="xs" variant="light" onClick={() => onOpenViewer(0)}>
              Voir toutes les photos ({details.photos.length})
            </Button>
          )}
        </Group>
        {details.photos.length === 0 ? (
          <Text size="sm">{MESSAGES.reports.noImage}</Text>
        ) : (
          <Group gap="xs">
            {details.photos.slice(0, PHOTOS_SHOWN).map((photo, index) => (
              <UnstyledButton
                key={photo.id}
                onClick={() => onOpenViewer(index)}
                aria-label={`Agrandir la photo ${index + 1}`}
              >
                <ReportImage file={photo} missionId={details.id} alt="" style={THUMBNAIL} />
              </UnstyledButton>
            ))}
          </Group>
        )}
      </section>

      <section aria-labelledby="mission-signature-title">
        <Title order={3} size="h5" id="mission-signature-title" mb="xs">
          Signature du client
        </Title>
        {details.signature ? (
          <ReportImage
            file={details.signature}
            missionId={details.id}
            alt="Signature du client"
            style={{ maxWidth: 300, maxHeight: 120, background: 'white' }}
          />
        ) : (
          <Text size="sm">Aucune signature</Text>
        )}
      </section>

      <section aria-labelledby="mission-comments-title">
        <Title order={3} size="h5" id="mission-comments-title" mb="xs">
          Commentaires
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {details.comments || '—'}
        </Text>
      </section>

      <section aria-labelledby="mission-form-title">
        <Title order={3} size="h5" id="mission-form-title" mb="xs">
          Formulaire
        </Title>
        {details.answers.length === 0 ? (
          <Text size="sm">Aucune réponse au formulaire</Text>
        ) : (
          <dl style={{ margin: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
            {details.answers.map((answer) => (
              <div key={answer.field_id}>
                <Text component="dt" size="sm" fw={600}>
                  {answer.label}
                </Text>
                <Text component="dd" m={0}>
                  <AnswerValue answer={answer} missionId={details.id} />
                </Text>
              </div>
            ))}
          </dl>
        )}
      </section>

      <ReportVersions
        missionId={details.id}
        clientName={details.client_name}
        versions={details.report_versions}
        canGeneratePdf={canGeneratePdf}
      />

      <Group justify="flex-end">
        <PdfButton
          missionId={details.id}
          clientName={details.client_name}
          canGenerate={canGeneratePdf}
          size="sm"
        />
      </Group>
    </Stack>
  );
}

/** The details popup of a recent or archived mission, and its full-screen photo viewer. */
export function MissionDetailsModal({
  missionId,
  clientName,
  canGeneratePdf,
  onClose,
}: {
  missionId: number;
  clientName: string;
  canGeneratePdf: boolean;
  onClose: () => void;
}) {
  const details = useMissionDetails(missionId);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  return (
    <>
      <Modal
        opened
        onClose={onClose}
        title={`Détails de la mission — ${clientName}`}
        size="xl"
        // Escape in the photo viewer closes the viewer only.
        closeOnEscape={viewerIndex === null}
      >
        {details.isPending ? (
          <Center py="xl">
            <Loader aria-label="Chargement..." />
          </Center>
        ) : details.error ? (
          <Alert color="red" role="alert">
            {details.error.message || MESSAGES.reports.detailsLoadError}
          </Alert>
        ) : (
          <DetailsBody
            details={details.data.data}
            canGeneratePdf={canGeneratePdf}
            onOpenViewer={setViewerIndex}
          />
        )}
      </Modal>
      {viewerIndex !== null && details.data && (
        <PhotoViewer
          photos={details.data.data.photos}
          missionId={missionId}
          startIndex={viewerIndex}
          onClose={() => setViewerIndex(null)}
        />
      )}
    </>
  );
}
