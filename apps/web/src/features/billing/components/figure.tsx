import { Paper, Text } from '@mantine/core';

/** One figure read at a glance: its label, its value large, and a line under it. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string | undefined }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={label}>
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
