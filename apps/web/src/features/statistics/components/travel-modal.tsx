import { Alert, Center, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { FiguresTable } from '../../../components/ui/data-table.tsx';
import { MESSAGES, formatTravelMinutes, isoToFrenchDate } from '@tourneo/domain';
import { formatNumber, formatPercent } from '../../../lib/chart-format.ts';
import { useAgentTravel } from '../api/get-agent-travel.ts';
import { TravelBadge } from './level-badge.tsx';

const minutesText = (minutes: number | null) => (minutes === null ? '—' : formatTravelMinutes(minutes));

/** 'Analyse des trajets' of an agent (spec 2 §3): its own call; thresholds shown with a word. */
export function TravelModal({
  agentId,
  year,
  onClose,
}: {
  agentId: number;
  year: number;
  onClose: () => void;
}) {
  const travel = useAgentTravel(agentId, year);
  const data = travel.data?.data;
  return (
    <Modal opened onClose={onClose} title={`Analyse des trajets${data ? ` — ${data.name}` : ''}`} size="xl">
      {travel.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      ) : travel.error || !data ? (
        <Alert color="red" role="alert">
          {MESSAGES.statistics.travelLoadError}
        </Alert>
      ) : (
        <Stack>
          <Text size="sm">Départ du domicile : {data.agentAddress}</Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <div>
              <Text size="sm">Trajet moyen</Text>
              <Group gap="xs">
                <Text fw={700}>
                  {data.averageTravelTime === null ? '—' : `${formatNumber(data.averageTravelTime)} min`}
                </Text>
                {data.averageTravelTime !== null && <TravelBadge minutes={data.averageTravelTime} />}
              </Group>
            </div>
            <div>
              <Text size="sm">Plus court</Text>
              <Text fw={700}>{minutesText(data.summary.shortestTravel)}</Text>
            </div>
            <div>
              <Text size="sm">Plus long</Text>
              <Text fw={700}>{minutesText(data.summary.longestTravel)}</Text>
            </div>
            <div>
              <Text size="sm">Efficacité</Text>
              <Text fw={700}>
                {data.travelEfficiency === null ? '—' : formatPercent(data.travelEfficiency)}
              </Text>
            </div>
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {formatNumber(data.validTravelTimes)} trajets calculés sur {formatNumber(data.rdvDetails.length)}{' '}
            rendez-vous en {data.year}. Efficacité : part du temps sur place dans le temps sur place et de
            trajet.
          </Text>
          {data.rdvDetails.length === 0 ? (
            <Text c="dimmed">Aucun rendez-vous cette année</Text>
          ) : (
            <FiguresTable
              minWidth={560}
              maxHeight={360}
              rowHeaders={false}
              columns={['Date', 'Heure', 'Client', 'Adresse', 'Trajet']}
              rows={data.rdvDetails.map((row) => [
                isoToFrenchDate(row.date),
                row.time,
                row.clientName,
                row.address,
                <Group key="travel" gap="xs" wrap="nowrap">
                  {row.travelTimeFormatted}
                  {row.travelTime !== null && <TravelBadge minutes={row.travelTime} />}
                </Group>,
              ])}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
