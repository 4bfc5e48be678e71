import { Stack, Switch, Text } from '@mantine/core';

export interface ToggleItem {
  id: number;
  name: string;
  description?: string | null;
}

interface ToggleListProps {
  items: readonly ToggleItem[];
  checkedIds: ReadonlySet<number>;
  /** The item whose change is being saved: its switch is disabled meanwhile. */
  pendingId: number | null;
  onToggle: (item: ToggleItem, isChecked: boolean) => void;
  emptyMessage: string;
}

/** A list of switches, one per item (qualifications of an agent or of an operation). */
export function ToggleList({ items, checkedIds, pendingId, onToggle, emptyMessage }: ToggleListProps) {
  if (items.length === 0) {
    return <Text c="dimmed">{emptyMessage}</Text>;
  }
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Switch
          key={item.id}
          label={item.name}
          description={item.description ?? undefined}
          checked={checkedIds.has(item.id)}
          disabled={pendingId === item.id}
          onChange={(event) => onToggle(item, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
