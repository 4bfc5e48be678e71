import { useState } from 'react';
import { Group, SegmentedControl, Table } from '@mantine/core';
import { MESSAGES, formatCount, isoToFrenchDate, type ReportMission } from '@tourneo/domain';
import { useArchive } from '../api/get-archive.ts';
import { useCriteriaParams } from '../criteria.ts';
import { MissionActionButtons, MissionCardGrid, missionWhen, type MissionActions } from './mission-card.tsx';
import { MissionReportsFrame } from './mission-reports-frame.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { CsvDownloadButton } from '../../../components/ui/csv-download-button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';

type Layout = 'grid' | 'list';

const COLUMNS = ['Client', 'Date', 'Agent', 'Opération', 'Adresse', 'Notes', 'Actions'];

function ArchiveTable({ missions, ...actions }: { missions: ReportMission[] } & MissionActions) {
  return (
    <DataTable minWidth={800} columns={COLUMNS} striped highlightOnHover>
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
              <MissionActionButtons mission={mission} {...actions} size="compact-xs" />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** The archive (spec 2 "Archive page"): criteria with the campaign, 'voir toutes les archives', grid or list, 20 a page. */
export function ArchivePage({ canGeneratePdf }: { canGeneratePdf: boolean }) {
  const params = useCriteriaParams();
  const archive = useArchive(params.criteria, params.isAll, params.page);
  const [layout, setLayout] = useState<Layout>('grid');
  const missions = archive.data?.data ?? [];
  const pagination = archive.data?.pagination;
  const totalCount = archive.data?.totalCount ?? 0;

  return (
    <MissionReportsFrame
      title="Archive"
      searchLabel="Rechercher dans les archives"
      hasCampaign
      params={params}
      summary={
        archive.data && pagination
          ? `${formatCount(totalCount)} mission${totalCount > 1 ? 's' : ''} du ${isoToFrenchDate(archive.data.startDate)} au ${isoToFrenchDate(archive.data.endDate)}` +
            (pagination.shownCount < totalCount
              ? ` — les ${formatCount(pagination.shownCount)} premières affichées`
              : '')
          : ''
      }
      allLabel="Voir toutes les archives"
      controls={
        <Group>
          <SegmentedControl
            aria-label="Affichage"
            value={layout}
            onChange={(value) => setLayout(value)}
            data={[
              { value: 'grid', label: 'Grille' },
              { value: 'list', label: 'Liste' },
            ]}
          />
          {archive.data && (
            <CsvDownloadButton
              href={`/missions/export.csv?from=${archive.data.startDate}&to=${archive.data.endDate}`}
              label={MESSAGES.exports.missionsOfPeriod}
            />
          )}
        </Group>
      }
      isPending={archive.isPending}
      errorMessage={archive.error ? MESSAGES.reports.archiveLoadError : null}
      isEmpty={missions.length === 0}
      emptyMessage={MESSAGES.reports.archiveEmpty}
      canGeneratePdf={canGeneratePdf}
    >
      {(openDetails) => (
        <>
          {layout === 'grid' ? (
            <MissionCardGrid
              missions={missions}
              isStale={archive.isPlaceholderData}
              onDetails={openDetails}
              canGeneratePdf={canGeneratePdf}
            />
          ) : (
            <div
              style={{ opacity: archive.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={archive.isPlaceholderData}
            >
              <ArchiveTable missions={missions} onDetails={openDetails} canGeneratePdf={canGeneratePdf} />
            </div>
          )}
          {pagination && (
            <PagePagination
              total={pagination.totalPages}
              value={pagination.page}
              onChange={(next) => params.update({ page: next })}
            />
          )}
        </>
      )}
    </MissionReportsFrame>
  );
}
