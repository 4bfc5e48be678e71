import { BarChart } from '@mantine/charts';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { FRENCH_MONTHS, FRENCH_MONTHS_SHORT, type CompanyStats } from '@tourneo/domain';
import { ChartFigure } from '../../../components/ui/chart-figure.tsx';
import { chartColor, formatNumber, formatPercent, formatTrend } from '../../../lib/chart-format.ts';
import { CompletionBadge } from './level-badge.tsx';

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
            <BarChart
              h={240}
              data={FRENCH_MONTHS_SHORT.map((short, index) => ({
                mois: short,
                'Rendez-vous': agent.monthlyCounts[index] ?? 0,
              }))}
              dataKey="mois"
              series={[{ name: 'Rendez-vous', color: chartColor(0) }]}
              xAxisLabel="Mois"
              yAxisLabel="Rendez-vous"
              valueFormatter={formatNumber}
              tooltipAnimationDuration={0}
            />
          </ChartFigure>
        </Stack>
      )}
    </Modal>
  );
}
