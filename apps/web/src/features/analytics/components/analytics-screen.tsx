import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { Center, Loader, Stack, Title } from '@mantine/core';
import { MESSAGES, WEEKDAY_NAMES } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { formatNumber, formatPercent } from '../../../lib/chart-format.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { useAnalyticsFilters } from '../analytics-filters.ts';
import { useAnalytics } from '../api/get-analytics.ts';
import { AnalyticsFiltersForm } from './analytics-filters-form.tsx';
import { ChangesReport, FunnelReport, UtilisationReport } from './analytics-reports.tsx';
import { OccupancyHeatmap } from './occupancy-heatmap.tsx';
import { ReportTable } from './report-table.tsx';

interface Choice {
  id: number;
  name: string;
}

/** One report: its loader, its error, or what `render` draws of its answer. */
function Report<Data>({
  query,
  render,
}: {
  query: { isPending: boolean; error: Error | null; data?: { data: Data } | undefined };
  render: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Chargement..." size="sm" />
      </Center>
    );
  }
  if (query.error || !query.data) {
    return <ErrorAlert message={serverMessageOr(query.error, MESSAGES.analytics.loadError)} />;
  }
  return render(query.data.data);
}

/**
 * 'Analytics avancé' (issue 23): what a planning manager asks of the team over a period, for one
 * agent or operation or all: occupancy by weekday and hour, utilisation and travel, the booking
 * link's funnel by channel, cancellations and reschedules. Filters in the URL; CSV of every table.
 */
export function AnalyticsScreen({
  agents,
  operations,
}: {
  agents: readonly Choice[];
  operations: readonly Choice[];
}) {
  const { filters, update } = useAnalyticsFilters();
  const occupancy = useAnalytics('occupancy', filters);
  const utilisation = useAnalytics('utilisation', filters);
  const funnel = useAnalytics('funnel', filters);
  const changes = useAnalytics('changes', filters);
  const fileSuffix = `${filters.from}-${filters.to}`;
  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        Analytics avancé
      </Title>
      <AnalyticsFiltersForm filters={filters} agents={agents} operations={operations} onChange={update} />
      <Report
        query={occupancy}
        render={(data) => (
          <Stack gap="xs">
            <OccupancyHeatmap data={data} />
            <ReportTable
              title="Occupation par jour et par heure"
              fileName={`occupation-${fileSuffix}.csv`}
              columns={['Jour', 'Heure', 'Temps réservé (min)', 'Capacité (min)', 'Occupation']}
              rows={data.cells.map((cell) => [
                WEEKDAY_NAMES[cell.weekday - 1]!,
                `${cell.hour}h`,
                formatNumber(cell.bookedMinutes),
                formatNumber(cell.capacityMinutes),
                formatPercent(cell.occupancy),
              ])}
              maxHeight={240}
            />
          </Stack>
        )}
      />
      <Report
        query={utilisation}
        render={(data) => <UtilisationReport data={data} fileSuffix={fileSuffix} />}
      />
      <Report query={funnel} render={(data) => <FunnelReport data={data} fileSuffix={fileSuffix} />} />
      <Report query={changes} render={(data) => <ChangesReport data={data} fileSuffix={fileSuffix} />} />
    </Stack>
  );
}
