import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { MESSAGES, formatCount, isoToFrenchDate, type ReportMission } from '@tourneo/domain';
import { useArchive } from '../api/get-archive.ts';
import { useCriteriaParams } from '../criteria.ts';
import { CriteriaForm } from './criteria-form.tsx';
import { MissionCard, missionWhen } from './mission-card.tsx';
import { MissionDetailsModal } from './mission-details-modal.tsx';
import { PdfButton } from './pdf-button.tsx';
import { useDetailsPopup } from './use-details-popup.ts';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';

type Layout = 'grid' | 'list';

function ArchiveTable({
  missions,
  onDetails,
  canGeneratePdf,
}: {
  missions: ReportMission[];
  onDetails: (mission: ReportMission) => void;
  canGeneratePdf: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Agent</Table.Th>
            <Table.Th>Opération</Table.Th>
            <Table.Th>Adresse</Table.Th>
            <Table.Th>Notes</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {missions.map((mission) => (
            <Table.Tr key={mission.id}>
              <Table.Td>{mission.client_name}</Table.Td>
              <Table.Td>{missionWhen(mission)}</Table.Td>
              <Table.Td>{mission.agent_name || '—'}</Table.Td>
              <Table.Td>{mission.operation ?? '—'}</Table.Td>
              <Table.Td>{mission.adresse}</Table.Td>
              <Table.Td>{mission.notes ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    onClick={() => onDetails(mission)}
                    aria-label={`Voir les détails — ${mission.client_name}`}
                  >
                    Voir les détails
                  </Button>
                  <PdfButton
                    missionId={mission.id}
                    clientName={mission.client_name}
                    canGenerate={canGeneratePdf}
                    size="compact-xs"
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The archive (spec 2 "Archive page"): criteria with the campaign, 'voir toutes les archives', grid or list, 20 a page. */
export function ArchivePage({ canGeneratePdf }: { canGeneratePdf: boolean }) {
  const { criteria, isAll, page, update } = useCriteriaParams();
  const archive = useArchive(criteria, isAll, page);
  const [layout, setLayout] = useState<Layout>('grid');
  const details = useDetailsPopup();
  const missions = archive.data?.data ?? [];
  const pagination = archive.data?.pagination;
  const totalCount = archive.data?.totalCount ?? 0;

  return (
    <Stack>
      <Title order={1} size="h2">
        Archive
      </Title>
      <CriteriaForm
        applied={criteria}
        hasCampaign
        label="Rechercher dans les archives"
        onSearch={(next) => update({ criteria: next })}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {archive.data && pagination
            ? `${formatCount(totalCount)} mission${totalCount > 1 ? 's' : ''} du ${isoToFrenchDate(archive.data.startDate)} au ${isoToFrenchDate(archive.data.endDate)}` +
              (pagination.shownCount < totalCount
                ? ` — les ${formatCount(pagination.shownCount)} premières affichées`
                : '')
            : ''}
        </Text>
        <Group>
          <Switch
            label="Voir toutes les archives"
            checked={isAll}
            onChange={(event) => update({ isAll: event.currentTarget.checked })}
          />
          <SegmentedControl
            aria-label="Affichage"
            value={layout}
            onChange={(value) => setLayout(value)}
            data={[
              { value: 'grid', label: 'Grille' },
              { value: 'list', label: 'Liste' },
            ]}
          />
        </Group>
      </Group>
      {archive.error && (
        <Alert color="red" role="alert">
          {MESSAGES.reports.archiveLoadError}
        </Alert>
      )}
      {archive.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      ) : archive.error ? null : missions.length === 0 ? (
        <Text py="xl" ta="center">
          {MESSAGES.reports.archiveEmpty}
        </Text>
      ) : (
        <>
          <div style={{ opacity: archive.isPlaceholderData ? 0.6 : 1 }}>
            {layout === 'grid' ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {missions.map((mission) => (
                  <MissionCard
                    key={mission.id}
                    mission={mission}
                    onDetails={details.open}
                    canGeneratePdf={canGeneratePdf}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <ArchiveTable missions={missions} onDetails={details.open} canGeneratePdf={canGeneratePdf} />
            )}
          </div>
          {pagination && (
            <PagePagination
              total={pagination.totalPages}
              value={pagination.page}
              onChange={(next) => update({ page: next })}
            />
          )}
        </>
      )}
      {details.mission && (
        <MissionDetailsModal
          missionId={details.mission.id}
          clientName={details.mission.client_name}
          canGeneratePdf={canGeneratePdf}
          onClose={details.close}
        />
      )}
    </Stack>
  );
}
