import { useRef } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReportMission } from '@tourneo/domain';
import { missionWhen, type MissionActions } from './mission-card.tsx';
import { PdfButton } from './pdf-button.tsx';

const ROW_HEIGHT = 72;

/** The recent missions above 50 (spec 2 §9): one scrolling list that renders only the rows in view. */
export function MissionVirtualList({
  missions,
  onDetails,
  canGeneratePdf,
}: { missions: ReportMission[] } & MissionActions) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: missions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  return (
    <Box
      ref={scrollRef}
      h={600}
      style={{ overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      role="list"
      aria-label="Missions récentes (liste virtualisée)"
      data-testid="virtual-mission-list"
      tabIndex={0}
    >
      <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const mission = missions[item.index]!;
          return (
            <Group
              key={mission.id}
              role="listitem"
              aria-label={mission.client_name}
              justify="space-between"
              wrap="nowrap"
              px="md"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
                borderBottom: '1px solid var(--mantine-color-gray-2)',
              }}
            >
              <Box style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate>
                  {mission.client_name}
                </Text>
                <Text size="xs" truncate>
                  {missionWhen(mission)}
                  {mission.operation ? ` · ${mission.operation}` : ''}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {mission.adresse}
                </Text>
              </Box>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  onClick={() => onDetails(mission)}
                  aria-label={`Voir les détails — ${mission.client_name}`}
                >
                  Voir les détails
                </Button>
                <PdfButton
                  missionId={mission.id}
                  clientName={mission.client_name}
                  canGenerate={canGeneratePdf}
                  size="compact-xs"
                />
              </Group>
            </Group>
          );
        })}
      </Box>
    </Box>
  );
}
