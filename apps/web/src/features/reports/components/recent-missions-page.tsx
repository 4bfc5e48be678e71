import { useState } from 'react';
import { Alert, Center, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import {
  MESSAGES,
  RECENT_VIRTUAL_THRESHOLD,
  REPORTS_PAGE_SIZE,
  formatCount,
  isoToFrenchDate,
} from '@tourneo/domain';
import { useRecentMissions } from '../api/get-recent-missions.ts';
import { useCriteriaParams } from '../criteria.ts';
import { CriteriaForm } from './criteria-form.tsx';
import { MissionCard } from './mission-card.tsx';
import { MissionDetailsModal } from './mission-details-modal.tsx';
import { MissionVirtualList } from './mission-virtual-list.tsx';
import { useDetailsPopup } from './use-details-popup.ts';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count > 1 ? 's' : ''}`;

/**
 * 'Missions Récentes' (spec 2): criteria, 'voir toutes', cards 20 a page, and above 50 missions a
 * virtualised list, on by default, that a toggle turns back into pages.
 */
export function RecentMissionsPage({ canGeneratePdf }: { canGeneratePdf: boolean }) {
  const { criteria, isAll, page, update } = useCriteriaParams();
  const recent = useRecentMissions(criteria, isAll);
  const [isVirtual, setIsVirtual] = useState(true);
  const details = useDetailsPopup();
  const missions = recent.data?.data ?? [];
  const totalCount = recent.data?.totalCount ?? 0;
  const canVirtualise = missions.length > RECENT_VIRTUAL_THRESHOLD;
  const pageCount = Math.max(1, Math.ceil(missions.length / REPORTS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const shown = missions.slice((currentPage - 1) * REPORTS_PAGE_SIZE, currentPage * REPORTS_PAGE_SIZE);

  return (
    <Stack>
      <Title order={1} size="h2">
        Missions Récentes
      </Title>
      <CriteriaForm
        applied={criteria}
        hasCampaign={false}
        label="Rechercher des missions récentes"
        onSearch={(next) => update({ criteria: next })}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {recent.data
            ? `${plural(totalCount, 'mission')} du ${isoToFrenchDate(recent.data.startDate)} au ${isoToFrenchDate(recent.data.endDate)}` +
              (missions.length < totalCount ? ` — ${formatCount(missions.length)} affichées` : '')
            : ''}
        </Text>
        <Group>
          <Switch
            label="Voir toutes les missions"
            checked={isAll}
            onChange={(event) => update({ isAll: event.currentTarget.checked })}
          />
          {canVirtualise && (
            <Switch
              label="Liste virtualisée"
              checked={isVirtual}
              onChange={(event) => setIsVirtual(event.currentTarget.checked)}
            />
          )}
        </Group>
      </Group>
      {recent.error && (
        <Alert color="red" role="alert">
          {recent.error.message || MESSAGES.reports.recentLoadError}
        </Alert>
      )}
      {recent.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      ) : recent.error ? null : missions.length === 0 ? (
        <Text py="xl" ta="center">
          {MESSAGES.reports.recentEmpty}
        </Text>
      ) : canVirtualise && isVirtual ? (
        <MissionVirtualList missions={missions} onDetails={details.open} canGeneratePdf={canGeneratePdf} />
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            style={{ opacity: recent.isPlaceholderData ? 0.6 : 1 }}
          >
            {shown.map((mission) => (
              <MissionCard
                key={mission.id}
                mission={mission}
                onDetails={details.open}
                canGeneratePdf={canGeneratePdf}
              />
            ))}
          </SimpleGrid>
          <PagePagination total={pageCount} value={currentPage} onChange={(next) => update({ page: next })} />
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
