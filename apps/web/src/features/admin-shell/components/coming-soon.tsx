import { Paper, Text, Title } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';

/** A section that is not built yet says so, rather than showing a blank page. */
export function ComingSoon({ title, message }: { title: string; message?: string | undefined }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Title order={1} size="h2" mb="sm">
        {title}
      </Title>
      <Text c="dimmed">{message ?? MESSAGES.common.comingSoon}</Text>
    </Paper>
  );
}
