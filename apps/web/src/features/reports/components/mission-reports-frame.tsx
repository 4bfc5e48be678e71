import type { ReactNode } from 'react';
import { Center, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReportMission } from '@tourneo/domain';
import { useCriteriaParams, type MissionCriteria } from '../criteria.ts';
import { CriteriaForm } from './criteria-form.tsx';
import { MissionDetailsModal } from './mission-details-modal.tsx';
import { useDetailsPopup } from './use-details-popup.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

type CriteriaParams = ReturnType<typeof useCriteriaParams>;

interface MissionReportsFrameProps {
  title: string;
  /** The search form's name ('Rechercher dans les archives'). */
  searchLabel: string;
  hasCampaign: boolean;
  /** The applied criteria and 'voir toutes', from the URL. */
  params: CriteriaParams;
  /** What the answer covers ('12 missions du 01/11/2026 au 28/11/2026'); empty while loading. */
  summary: string;
  /** The label of the switch that lifts the limit of 50. */
  allLabel: string;
  /** More controls beside that switch (grid or list, virtual list). */
  controls?: ReactNode;
  isPending: boolean;
  /** The load's failure, shown instead of the results. */
  errorMessage: string | null;
  isEmpty: boolean;
  emptyMessage: string;
  canGeneratePdf: boolean;
  /** The missions found, whose 'Voir les détails' opens the details popup. */
  children: (openDetails: (mission: ReportMission) => void) => ReactNode;
}

/**
 * What the recent missions and the archive share (spec 2 §7): the criteria, the summary of the
 * answer, 'voir toutes', the load's failure or the empty answer, and the details popup of a mission.
 */
export function MissionReportsFrame({
  title,
  searchLabel,
  hasCampaign,
  params,
  summary,
  allLabel,
  controls,
  isPending,
  errorMessage,
  isEmpty,
  emptyMessage,
  canGeneratePdf,
  children,
}: MissionReportsFrameProps) {
  const details = useDetailsPopup();
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <CriteriaForm
        applied={params.criteria}
        hasCampaign={hasCampaign}
        label={searchLabel}
        onSearch={(criteria: MissionCriteria) => params.update({ criteria })}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary}
        </Text>
        <Group>
          <Switch
            label={allLabel}
            checked={params.isAll}
            onChange={(event) => params.update({ isAll: event.currentTarget.checked })}
          />
          {controls}
        </Group>
      </Group>
      <ErrorAlert message={errorMessage} />
      {isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      ) : errorMessage !== null ? null : isEmpty ? (
        <Text py="xl" ta="center">
          {emptyMessage}
        </Text>
      ) : (
        children(details.open)
      )}
      {details.mission && (
        <MissionDetailsModal
          missionId={details.mission.id}
          clientName={details.mission.client_name}
          canGeneratePdf={canGeneratePdf}
          onClose={details.close}
        />
      )}
    </Stack>
  );
}
