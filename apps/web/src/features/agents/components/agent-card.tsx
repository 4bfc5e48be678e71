import { deName } from '@tourneo/domain';
import { Button, Card, Stack, Text } from '@mantine/core';
import type { Agent } from '@tourneo/domain';
import { CardActions } from '../../../components/ui/card-actions.tsx';

interface AgentCardProps {
  agent: Agent;
  onModify: () => void;
  onDelete: () => void;
  /** 'Déconnecter l'application': signs the agent out of the app on every phone. */
  onSignOutApp: () => void;
}

export function AgentCard({ agent, onModify, onDelete, onSignOutApp }: AgentCardProps) {
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
      <Button
        size="xs"
        variant="subtle"
        mt="xs"
        onClick={onSignOutApp}
        aria-label={`Déconnecter l'application ${deName(agent.name)}`}
      >
        Déconnecter l&apos;application
      </Button>
    </Card>
  );
}
