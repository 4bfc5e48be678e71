import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { isoToFrenchDate, slotToLabel, type ReportMission } from '@tourneo/domain';
import { MISSION_STATUS_LABELS } from '@tourneo/domain/missions/status-labels';
import { PdfButton } from './pdf-button.tsx';
import { CardDetail } from '../../../components/ui/card-detail.tsx';

export interface MissionActions {
  onDetails: (mission: ReportMission) => void;
  canGeneratePdf: boolean;
}

/** '24/11/2026, 9h00 – 10h00' (a mission over several days: its first and last days). */
export function missionWhen(
  mission: Pick<ReportMission, 'date' | 'end_date' | 'beginning' | 'ending'>,
): string {
  const day = isoToFrenchDate(mission.date);
  if (mission.end_date && mission.end_date !== mission.date) {
    return `${day} → ${isoToFrenchDate(mission.end_date)}`;
  }
  return `${day}, ${slotToLabel(mission.beginning)} – ${slotToLabel(mission.ending)}`;
}

/** 'Voir les détails' and 'Générer PDF' of one mission, on its card, its table row or its list row. */
export function MissionActionButtons({
  mission,
  onDetails,
  canGeneratePdf,
  size,
}: { mission: ReportMission; size: 'xs' | 'compact-xs' } & MissionActions) {
  return (
    <>
      <Button
        size={size}
        onClick={() => onDetails(mission)}
        aria-label={`Voir les détails — ${mission.client_name}`}
      >
        Voir les détails
      </Button>
      <PdfButton
        missionId={mission.id}
        clientName={mission.client_name}
        canGenerate={canGeneratePdf}
        size={size}
      />
    </>
  );
}

/** One mission of the recent list or the archive: client, date, operation, address and its actions. */
export function MissionCard({ mission, ...actions }: { mission: ReportMission } & MissionActions) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={mission.client_name}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {mission.client_name}
          </Text>
          <Text size="xs" fw={600} style={{ flexShrink: 0 }}>
            {MISSION_STATUS_LABELS[mission.status]}
          </Text>
        </Group>
        <Text size="sm">{missionWhen(mission)}</Text>
        {mission.operation && <Text size="sm">{mission.operation}</Text>}
        <Text size="sm" c="dimmed" lineClamp={2}>
          {mission.adresse}
        </Text>
        <CardDetail label="Agent" value={mission.agent_name} />
        <CardDetail label="Campagne" value={mission.campagne} />
        <Group gap="xs" mt="auto" pt="xs">
          <MissionActionButtons mission={mission} {...actions} size="xs" />
        </Group>
      </Stack>
    </Card>
  );
}

/** The missions as cards, three a row on a wide screen; faded while the next answer loads. */
export function MissionCardGrid({
  missions,
  isStale,
  ...actions
}: { missions: readonly ReportMission[]; isStale: boolean } & MissionActions) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} style={{ opacity: isStale ? 0.6 : 1 }} aria-busy={isStale}>
      {missions.map((mission) => (
        <MissionCard key={mission.id} mission={mission} {...actions} />
      ))}
    </SimpleGrid>
  );
}
