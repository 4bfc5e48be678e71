import { useState } from 'react';
import { Switch } from '@mantine/core';
import {
  MESSAGES,
  RECENT_VIRTUAL_THRESHOLD,
  REPORTS_PAGE_SIZE,
  formatCount,
  isoToFrenchDate,
} from '@tourneo/domain';
import { useRecentMissions } from '../api/get-recent-missions.ts';
import { useCriteriaParams } from '../criteria.ts';
import { MissionCardGrid } from './mission-card.tsx';
import { MissionReportsFrame } from './mission-reports-frame.tsx';
import { MissionVirtualList } from './mission-virtual-list.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count > 1 ? 's' : ''}`;

/**
 * 'Missions Récentes' (spec 2): criteria, 'voir toutes', cards 20 a page, and above 50 missions a
 * virtualised list, on by default, that a toggle turns back into pages.
 */
export function RecentMissionsPage({ canGeneratePdf }: { canGeneratePdf: boolean }) {
  const params = useCriteriaParams();
  const recent = useRecentMissions(params.criteria, params.isAll);
  const [isVirtual, setIsVirtual] = useState(true);
  const missions = recent.data?.data ?? [];
  const totalCount = recent.data?.totalCount ?? 0;
  const canVirtualise = missions.length > RECENT_VIRTUAL_THRESHOLD;
  const pageCount = Math.max(1, Math.ceil(missions.length / REPORTS_PAGE_SIZE));
  const currentPage = Math.min(params.page, pageCount);
  const shown = missions.slice((currentPage - 1) * REPORTS_PAGE_SIZE, currentPage * REPORTS_PAGE_SIZE);

  return (
    <MissionReportsFrame
      title="Missions Récentes"
      searchLabel="Rechercher des missions récentes"
      hasCampaign={false}
      params={params}
      summary={
        recent.data
          ? `${plural(totalCount, 'mission')} du ${isoToFrenchDate(recent.data.startDate)} au ${isoToFrenchDate(recent.data.endDate)}` +
            (missions.length < totalCount ? ` — ${formatCount(missions.length)} affichées` : '')
          : ''
      }
      allLabel="Voir toutes les missions"
      controls={
        canVirtualise && (
          <Switch
            label="Liste virtualisée"
            checked={isVirtual}
            onChange={(event) => setIsVirtual(event.currentTarget.checked)}
          />
        )
      }
      isPending={recent.isPending}
      errorMessage={recent.error ? recent.error.message || MESSAGES.reports.recentLoadError : null}
      isEmpty={missions.length === 0}
      emptyMessage={MESSAGES.reports.recentEmpty}
      canGeneratePdf={canGeneratePdf}
    >
      {(openDetails) =>
        canVirtualise && isVirtual ? (
          <MissionVirtualList missions={missions} onDetails={openDetails} canGeneratePdf={canGeneratePdf} />
        ) : (
          <>
            <MissionCardGrid
              missions={shown}
              isStale={recent.isPlaceholderData}
              onDetails={openDetails}
              canGeneratePdf={canGeneratePdf}
            />
            <PagePagination
              total={pageCount}
              value={currentPage}
              onChange={(next) => params.update({ page: next })}
            />
          </>
        )
      }
    </MissionReportsFrame>
  );
}
