import { Button, Group } from '@mantine/core';
import { SettingsChangeOnly } from './settings-access.tsx';

interface CardActionsProps {
  onModify: () => void;
  onDelete: () => void;
}

/** The 'Modifier' and 'Supprimer' buttons at the foot of a settings card, for a role that may change it. */
export function CardActions({ onModify, onDelete }: CardActionsProps) {
  return (
    <SettingsChangeOnly>
      <Group mt="md" gap="xs">
        <Button size="xs" variant="light" onClick={onModify}>
          Modifier
        </Button>
        <Button size="xs" variant="light" color="red" onClick={onDelete}>
          Supprimer
        </Button>
      </Group>
    </SettingsChangeOnly>
  );
}
