import '@mantine/charts/styles.css';
import { useEffect, useState } from 'react';
import { Center, Group, Loader, Select, Stack, Title } from '@mantine/core';
import { FRENCH_MONTHS, MESSAGES, STATISTICS_YEAR_MIN, parisDateOf } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { notify } from '../../../lib/notify.ts';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import { useCompanyStats } from '../api/get-company-stats.ts';
import { AgentPerformanceTable } from './agent-performance-table.tsx';
import { AgentYearModal } from './agent-year-modal.tsx';
import { OverviewCards } from './overview-cards.tsx';
import { SatisfactionSection } from './satisfaction-section.tsx';
import { OperationSharesChart, YearlyAppointmentsChart } from './statistics-charts.tsx';
import { TravelModal } from './travel-modal.tsx';

const m = MESSAGES.statistics;
const YEARS_SHOWN = 5;

/** The spec's two error texts (§8): a network failure, else 'Erreur: ' and the server's message. */
function errorText(error: Error): string {
  return error instanceof ApiError && error.status === 0
    ? m.connectionError
    : `${m.errorPrefix}${error.message}`;
}

/** The period in the URL (`?annee=2025&mois=3`), the current Paris month by default. */
function usePeriodParams() {
  const { params, update: write } = useUrlParams();
  const [todayYear, todayMonth] = parisDateOf(new Date()).split('-').map(Number) as [number, number];
  const year = Number(params.get('annee')) || todayYear;
  const month = Math.min(12, Math.max(1, Number(params.get('mois')) || todayMonth));
  const update = (key: 'annee' | 'mois', value: string | null) => write({ [key]: value });
  const years = Array.from({ length: YEARS_SHOWN }, (_, index) => todayYear + 1 - index).filter(
    (value) => value >= STATISTICS_YEAR_MIN,
  );
  if (!years.includes(year)) {
    years.push(year);
  }
  return { year, month, years, update };
}

/**
 * 'Statistiques' (spec 2 §2 and §3, issue 23): overview cards, the agents' yearly performance, a
 * collapsible yearly chart, the monthly operation shares, an agent's performance and travel popups.
 * This chunk alone loads the chart library.
 */
export function StatisticsScreen() {
  const period = usePeriodParams();
  const stats = useCompanyStats(period.year, period.month);
  const [performanceOf, setPerformanceOf] = useState<number | null>(null);
  const [travelOf, setTravelOf] = useState<number | null>(null);
  const loadedAt = stats.isSuccess && !stats.isPlaceholderData ? stats.dataUpdatedAt : 0;

  useEffect(() => {
    if (loadedAt > 0) {
      notify('success', m.loaded);
    }
  }, [loadedAt]);

  const data = stats.data?.data;
  return (
    <Stack>
      <Title order={1} size="h2">
        Statistiques
      </Title>
      <Group>
        <Select
          label="Année"
          data={period.years.map(String)}
          value={String(period.year)}
          onChange={(value) => period.update('annee', value)}
          allowDeselect={false}
          w={140}
        />
        <Select
          label="Mois"
          data={FRENCH_MONTHS.map((label, index) => ({ value: String(index + 1), label }))}
          value={String(period.month)}
          onChange={(value) => period.update('mois', value)}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <ErrorAlert message={stats.error ? errorText(stats.error) : null} />
      {stats.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      ) : (
        data && (
          <Stack gap="xl" aria-busy={stats.isPlaceholderData}>
            <OverviewCards data={data} />
            <Stack gap="xs">
              <Title order={2} size="h3">
                Performance annuelle des agents
              </Title>
              <AgentPerformanceTable data={data} onPerformance={setPerformanceOf} onTravel={setTravelOf} />
            </Stack>
            <YearlyAppointmentsChart data={data} />
            <OperationSharesChart data={data} />
            <SatisfactionSection data={data} />
          </Stack>
        )
      )}
      {data && performanceOf !== null && (
        <AgentYearModal data={data} agentId={performanceOf} onClose={() => setPerformanceOf(null)} />
      )}
      {travelOf !== null && (
        <TravelModal agentId={travelOf} year={period.year} onClose={() => setTravelOf(null)} />
      )}
    </Stack>
  );
}
