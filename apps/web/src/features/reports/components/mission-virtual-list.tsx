import { Text } from '@mantine/core';
import type { ReportMission } from '@tourneo/domain';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { MissionActionButtons, missionWhen, type MissionActions } from './mission-card.tsx';

/** The recent missions above 50 (spec 2 §9): one scrolling list that renders only the rows in view. */
export function MissionVirtualList({ missions, ...actions }: { missions: ReportMission[] } & MissionActions) {
  return (
    <VirtualList
      items={missions}
      rowHeight={72}
      overscan={8}
      label="Missions récentes (liste virtualisée)"
      testId="virtual-mission-list"
      isFocusable
      keyOf={(mission) => mission.id}
      rowLabelOf={(mission) => mission.client_name}
      renderRow={(mission) => ({
        content: (
          <>
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
          </>
        ),
        actions: <MissionActionButtons mission={mission} {...actions} size="compact-xs" />,
      })}
    />
  );
}
