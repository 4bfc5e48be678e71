import { Group, Modal, Stack, Text } from '@mantine/core';
import { FRENCH_MONTHS, type CompanyStats } from '@tourneo/domain';
import { ChartFigure } from '../../../components/ui/chart-figure.tsx';
import { formatNumber, formatPercent, formatTrend } from '../../../lib/chart-format.ts';
import { CompletionBadge } from './level-badge.tsx';
import { MonthlyAppointmentsChart } from './monthly-appointments-chart.tsx';

/** An agent's yearly performance: its missions month by month, its rate and level, against last year. */
export function AgentYearModal({
  data,
  agentId,
  onClose,
}: {
  data: CompanyStats;
  agentId: number;
  onClose: () => void;
}) {
  const agent = data.agentYearlyPerformance.find((row) => row.agentId === agentId);
  const stats = data.agentStats.find((row) => row.agentId === agentId);
  return (
    <Modal opened onClose={onClose} title={`Performance annuelle — ${agent?.name ?? ''}`} size="xl">
      {agent && stats && (
        <Stack>
          <Group gap="xl">
            <Text>
              Rendez-vous en {data.year} : <strong>{formatNumber(agent.totalRdvYear)}</strong> (
              {formatTrend(stats.trend.change)} par rapport à {data.year - 1} :{' '}
              {formatNumber(agent.previousYearTotal)})
            </Text>
            <Group gap="xs">
              <Text>Taux de réalisation : {formatPercent(agent.completionRateYear)}</Text>
              <CompletionBadge rate={agent.completionRateYear} />
            </Group>
          </Group>
          <ChartFigure
            title={`Rendez-vous de ${agent.name} par mois en ${data.year}`}
            table={{
              columns: ['Mois', 'Rendez-vous'],
              rows: FRENCH_MONTHS.map((label, index) => [
                label,
                formatNumber(agent.monthlyCounts[index] ?? 0),
              ]),
            }}
          >
            <MonthlyAppointmentsChart
              height={240}
              series={[{ name: 'Rendez-vous', counts: agent.monthlyCounts }]}
            />
          </ChartFigure>
        </Stack>
      )}
    </Modal>
  );
}
