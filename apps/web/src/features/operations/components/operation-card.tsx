import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatDuration, formatEuros } from '@tourneo/domain';
import type { Operation } from '@tourneo/domain';
import { CardActions } from '../../../components/ui/card-actions.tsx';

interface OperationCardProps {
  operation: Operation;
  formName: string | null;
  onEdit: () => void;
  onDelete: () => void;
}

export function OperationCard({ operation, formName, onEdit, onDelete }: OperationCardProps) {
  return (
    <Card withBorder role="listitem" aria-label={operation.name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{operation.name}</Text>
          {operation.supports_teams && (
            <Badge variant="light" color="grape">
              Équipe de {operation.min_team_size}+
            </Badge>
          )}
        </Group>
        <Text size="sm">Durée : {formatDuration(operation.duration)}</Text>
        {operation.price_ht !== null && (
          <Text size="sm">Prix : {formatEuros(Math.round(operation.price_ht * 100))} HT</Text>
        )}
        <Text size="sm" c="dimmed">
          {formName ? `Formulaire : ${formName}` : 'Aucun formulaire'}
        </Text>
      </Stack>
      <CardActions onModify={onEdit} onDelete={onDelete} />
    </Card>
  );
}
