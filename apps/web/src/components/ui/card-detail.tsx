import { Text } from '@mantine/core';

/** A card's secondary line 'Campagne : Printemps', left out when there is no value. */
export function CardDetail({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) {
    return null;
  }
  return (
    <Text size="xs" c="dimmed">
      {label} : {value}
    </Text>
  );
}
