import { MESSAGES, deName } from '@tourneo/domain';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Agent } from '@tourneo/domain';
import { CardActions } from '../../../components/ui/card-actions.tsx';
import { SettingsChangeOnly } from '../../../components/ui/settings-access.tsx';
import { CALENDAR_FEED_MESSAGES } from '@tourneo/domain/messages/calendar-feed-fr';

interface AgentCardProps {
  agent: Agent;
  onModify: () => void;
  onDelete: () => void;
  /** 'Déconnecter l'application': signs the agent out of the app on every phone. */
  onSignOutApp: () => void;
  /** 'Inviter': a link for the agent to choose a password. */
  onInvite: () => void;
  /** 'Lien d’agenda': the agent's sessions in a calendar app. */
  onCalendarFeed: () => void;
}

export function AgentCard({
  agent,
  onModify,
  onDelete,
  onSignOutApp,
  onInvite,
  onCalendarFeed,
}: AgentCardProps) {
  const actions: { label: string; ariaLabel: string; onClick: () => void; variant: 'light' | 'subtle' }[] = [
    {
      label: MESSAGES.agentInvitation.invite,
      ariaLabel: MESSAGES.agentInvitation.inviteLabel(agent.name),
      onClick: onInvite,
      variant: 'light',
    },
    {
      label: CALENDAR_FEED_MESSAGES.open,
      ariaLabel: CALENDAR_FEED_MESSAGES.openLabel(agent.name),
      onClick: onCalendarFeed,
      variant: 'light',
    },
    {
      label: "Déconnecter l'application",
      ariaLabel: `Déconnecter l'application ${deName(agent.name)}`,
      onClick: onSignOutApp,
      variant: 'subtle',
    },
  ];
  return (
    <Card withBorder role="listitem" aria-label={agent.name}>
      <Stack gap={4}>
        <Text fw={600}>{agent.name}</Text>
        <Text size="sm">Code postal : {agent.postal_code}</Text>
        <Text size="sm" c="dimmed">
          {agent.adresse}
        </Text>
      </Stack>
      <CardActions onModify={onModify} onDelete={onDelete} />
      <SettingsChangeOnly>
        <Group gap="xs" mt="xs">
          {actions.map((action) => (
            <Button
              key={action.label}
              size="xs"
              variant={action.variant}
              onClick={action.onClick}
              aria-label={action.ariaLabel}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      </SettingsChangeOnly>
    </Card>
  );
}
