import { NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { MESSAGES, lowestPlanWith, type Feature, type PersonRole, type SectionKey } from '@tourneo/domain';
import { PlanBadge } from '../../../components/ui/plan-badge.tsx';
import { menuGroupsOf } from '../menu.ts';

export interface SelectedSection {
  key: SectionKey;
  agentId?: number;
}

interface SideMenuProps {
  /** The 'Premiers pas' progress: its entry stays at the top until every step is done. */
  firstSteps?: { done: number; total: number } | undefined;
  agents: readonly { id: number; name: string }[] | undefined;
  isLoadingAgents: boolean;
  hasFeature: (feature: Feature) => boolean;
  /** The signed-in role: the groups it cannot open are not shown (issue 26). */
  role: PersonRole;
  selected: SelectedSection;
  onSelect: (section: SelectedSection) => void;
}

/**
 * The back office's side menu: six groups (the last, 'Aide', every role's); an entry whose feature the plan lacks is disabled and
 * tagged with the lowest plan that has it (the spec's PREMIUM tag, named from the catalogue).
 */
export function SideMenu({
  firstSteps,
  agents,
  isLoadingAgents,
  hasFeature,
  role,
  selected,
  onSelect,
}: SideMenuProps) {
  const isFirstStepsShown =
    selected.key === 'premiersPas' || (firstSteps !== undefined && firstSteps.done < firstSteps.total);
  return (
    <ScrollArea component="nav" aria-label="Menu principal" h="100%">
      <Title order={2} size="h3" px="md" py="sm">
        Tournéo
      </Title>
      {isFirstStepsShown && (
        <NavLink
          component="button"
          label={
            firstSteps
              ? MESSAGES.onboarding.menuEntry(firstSteps.done, firstSteps.total)
              : MESSAGES.onboarding.title
          }
          data-page="premiersPas"
          active={selected.key === 'premiersPas'}
          onClick={() => onSelect({ key: 'premiersPas' })}
        />
      )}
      <NavLink component="button" label="Agents" defaultOpened childrenOffset={16}>
        {/* Beyond the spec: the whole team's day, above the agents' own calendars. */}
        <NavLink
          component="button"
          label={MESSAGES.teamDay.title}
          data-page="teamDay"
          active={selected.key === 'teamDay'}
          onClick={() => onSelect({ key: 'teamDay' })}
        />
        {isLoadingAgents && (
          <Text size="sm" c="dimmed" px="md">
            Chargement...
          </Text>
        )}
        {agents?.length === 0 && (
          <Text size="sm" c="dimmed" px="md">
            Aucun agent
          </Text>
        )}
        {agents?.map((agent) => (
          <NavLink
            key={agent.id}
            component="button"
            label={agent.name}
            active={selected.key === 'agentCalendar' && selected.agentId === agent.id}
            onClick={() => onSelect({ key: 'agentCalendar', agentId: agent.id })}
          />
        ))}
      </NavLink>
      {menuGroupsOf(role).map((group) => (
        <NavLink component="button" key={group.label} label={group.label} defaultOpened childrenOffset={16}>
          {group.entries.map((entry) => {
            const isLocked = entry.feature !== null && !hasFeature(entry.feature);
            return (
              <NavLink
                key={entry.key}
                component="button"
                label={entry.label}
                data-page={entry.key}
                disabled={isLocked}
                aria-disabled={isLocked}
                active={selected.key === entry.key}
                rightSection={
                  isLocked && entry.feature !== null ? (
                    <PlanBadge plan={lowestPlanWith(entry.feature).name} size="xs" data-plan-tag />
                  ) : undefined
                }
                onClick={() => onSelect({ key: entry.key })}
              />
            );
          })}
        </NavLink>
      ))}
    </ScrollArea>
  );
}
