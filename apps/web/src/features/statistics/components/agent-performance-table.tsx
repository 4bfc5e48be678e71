import { Button, Group, Text } from '@mantine/core';
import { FiguresTable } from '../../../components/ui/data-table.tsx';
import type { CompanyStats } from '@tourneo/domain';
import { formatNumber, formatPercent, formatTrend } from '../../../lib/chart-format.ts';
import { CompletionBadge } from './level-badge.tsx';

/**
 * 'Performance annuelle des agents': each agent's share of the year's missions (a shared mission
 * split between its agents), its completion rate and level, its popups.
 */
export function AgentPerformanceTable({
  data,
  onPerformance,
  onTravel,
}: {
  data: CompanyStats;
  onPerformance: (agentId: number) => void;
  onTravel: (agentId: number) => void;
}) {
  const rows = [...data.agentStats].sort((a, b) => b.rdvCount - a.rdvCount || a.name.localeCompare(b.name));
  if (rows.length === 0) {
    return <Text c="dimmed">Aucun agent</Text>;
  }
  return (
    <FiguresTable
      minWidth={640}
      caption="Une mission partagée compte pour chaque agent à hauteur de sa part (une mission à trois agents : 0,33 chacun)."
      columns={[
        'Agent',
        `Rendez-vous ${data.year}`,
        `Évolution sur ${data.year - 1}`,
        'Taux de réalisation',
        'Niveau',
        'Détails',
      ]}
      rows={rows.map((agent) => [
        agent.name,
        formatNumber(agent.rdvCount),
        formatTrend(agent.trend.change),
        formatPercent(agent.completionRate),
        <CompletionBadge key="level" rate={agent.completionRate} />,
        <Group key="details" gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            aria-label={`Performance annuelle de ${agent.name}`}
            onClick={() => onPerformance(agent.agentId)}
          >
            Performance
          </Button>
          <Button
            size="xs"
            variant="light"
            aria-label={`Analyse des trajets de ${agent.name}`}
            onClick={() => onTravel(agent.agentId)}
          >
            Trajets
          </Button>
        </Group>,
      ])}
    />
  );
}
