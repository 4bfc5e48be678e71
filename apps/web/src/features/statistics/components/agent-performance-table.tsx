import { Button, Group, Table, Text } from '@mantine/core';
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
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Caption>
          Une mission partagée compte pour chaque agent à hauteur de sa part (une mission à trois agents :
          0,33 chacun).
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Agent</Table.Th>
            <Table.Th scope="col">Rendez-vous {data.year}</Table.Th>
            <Table.Th scope="col">Évolution sur {data.year - 1}</Table.Th>
            <Table.Th scope="col">Taux de réalisation</Table.Th>
            <Table.Th scope="col">Niveau</Table.Th>
            <Table.Th scope="col">Détails</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((agent) => (
            <Table.Tr key={agent.agentId}>
              <Table.Th scope="row">{agent.name}</Table.Th>
              <Table.Td>{formatNumber(agent.rdvCount)}</Table.Td>
              <Table.Td>{formatTrend(agent.trend.change)}</Table.Td>
              <Table.Td>{formatPercent(agent.completionRate)}</Table.Td>
              <Table.Td>
                <CompletionBadge rate={agent.completionRate} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
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
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
