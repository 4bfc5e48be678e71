import { MESSAGES, deName } from '@tourneo/domain';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Agent } from '@tourneo/domain';
import { CardActions } from '../../../components/ui/card-actions.tsx';

interface AgentCardProps {
  agent: Agent;
  onModify: () => void;
  onDelete: () => void;
  /** 'Déconnecter l'application': signs the agent out of the app on every phone. */
  onSignOutApp: () => void;
  /** 'Inviter': a link for the agent to choose a password. */
  onInvite: () => void;
}

export function AgentCard({ agent, onModify, onDelete, onSignOutApp, onInvite }: AgentCardProps) {
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
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          variant="light"
          onClick={onInvite}
          aria-label={MESSAGES.agentInvitation.inviteLabel(agent.name)}
        >
          {MESSAGES.agentInvitation.invite}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={onSignOutApp}
          aria-label={`Déconnecter l'application ${deName(agent.name)}`}
        >
          Déconnecter l&apos;application
        </Button>
      </Group>
    </Card>
  );
}
