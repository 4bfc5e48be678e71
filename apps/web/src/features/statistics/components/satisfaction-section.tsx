import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CompanyStats } from '@tourneo/domain';
import { FiguresTable } from '../../../components/ui/data-table.tsx';
import { formatNumber } from '../../../lib/chart-format.ts';

const averageText = (average: number | null) => (average === null ? '—' : `${formatNumber(average)} / 5`);

/**
 * 'Satisfaction des clients' (Automatisations avancées, issue 28): the answers of the year to the
 * question sent after each completed intervention, their average, how many gave each score, and
 * the same per agent (the lead of the last session). Tables, so a screen reader reads every figure.
 */
export function SatisfactionSection({ data }: { data: CompanyStats }) {
  const { satisfaction } = data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="satisfaction-title">
      <Title order={2} size="h3" id="satisfaction-title">
        Satisfaction des clients
      </Title>
      {satisfaction.count === 0 ? (
        <Text c="dimmed">
          Aucune réponse à la question de satisfaction en {data.year}. Activez la règle « Question de
          satisfaction » dans Automatisations pour la poser après chaque intervention terminée.
        </Text>
      ) : (
        <>
          <Group grow align="stretch">
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed">
                Note moyenne
              </Text>
              <Text fw={700} size="xl">
                {averageText(satisfaction.average)}
              </Text>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Text size="sm" c="dimmed">
                Réponses
              </Text>
              <Text fw={700} size="xl">
                {formatNumber(satisfaction.count)}
              </Text>
            </Paper>
          </Group>
          <FiguresTable
            minWidth={320}
            caption={`Répartition des notes de ${data.year} (1 : pas du tout satisfait, 5 : très satisfait).`}
            columns={['Note', 'Réponses']}
            rows={satisfaction.distribution.map((row) => [`${row.score} / 5`, formatNumber(row.count)])}
          />
          {satisfaction.agents.length > 0 && (
            <FiguresTable
              minWidth={400}
              caption="Note moyenne par agent (le chef d’équipe de la dernière session)."
              columns={['Agent', 'Note moyenne', 'Réponses']}
              rows={satisfaction.agents.map((agent) => [
                agent.name,
                averageText(agent.average),
                formatNumber(agent.count),
              ])}
            />
          )}
        </>
      )}
    </Stack>
  );
}
