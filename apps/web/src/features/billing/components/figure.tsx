import { Paper, SimpleGrid, Text } from '@mantine/core';

/** One figure read at a glance: its label, its value large, and a line under it. */
export interface FigureProps {
  label: string;
  value: string;
  hint?: string | undefined;
}

export function Figure({ label, value, hint }: FigureProps) {
  return (
    // A group, not a region: the month in progress and the month shown have the same figures,
    // and two landmarks may not share a name.
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="xl" fw={700} lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** A row of figures side by side, one column each on wide screens, stacked on narrow ones. */
export function FigureGrid({ figures }: { figures: readonly FigureProps[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: figures.length }}>
      {figures.map((figure) => (
        <Figure key={figure.label} {...figure} />
      ))}
    </SimpleGrid>
  );
}
