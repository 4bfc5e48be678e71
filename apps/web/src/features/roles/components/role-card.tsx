import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { RoleWithUsage as Role } from '@tourneo/domain';
import { CardActions } from '../../../components/ui/card-actions.tsx';

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
      <CardActions onModify={onEdit} onDelete={onDelete} />
    </Card>
  );
}
