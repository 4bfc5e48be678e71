import { Button, Group } from '@mantine/core';

interface CardActionsProps {
  onModify: () => void;
  onDelete: () => void;
}

/** The 'Modifier' and 'Supprimer' buttons at the foot of a settings card. */
export function CardActions({ onModify, onDelete }: CardActionsProps) {
  return (
    <Group mt="md" gap="xs">
      <Button size="xs" variant="light" onClick={onModify}>
        Modifier
      </Button>
      <Button size="xs" variant="light" color="red" onClick={onDelete}>
        Supprimer
      </Button>
    </Group>
  );
}
