import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Role } from '../api/get-roles.ts';

interface RoleCardProps {
  role: Role;
  onEdit: () => void;
  onDelete: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

export function RoleCard({ role, onEdit, onDelete }: RoleCardProps) {
  return (
    <Card withBorder role="listitem" aria-label={role.name}>
      <Stack gap={4}>
        <Text fw={600}>{role.name}</Text>
        {role.description && (
          <Text size="sm" c="dimmed">
            {role.description}
          </Text>
        )}
        <Group gap="xs">
          <Badge variant="light">{plural(role.agent_count, 'agent')}</Badge>
          <Badge variant="light" color="grape">
            {plural(role.operation_count, 'opération')}
          </Badge>
        </Group>
      </Stack>
      <Group mt="md" gap="xs">
        <Button size="xs" variant="light" onClick={onEdit}>
          Modifier
        </Button>
        <Button size="xs" variant="light" color="red" onClick={onDelete}>
          Supprimer
        </Button>
      </Group>
    </Card>
  );
}
