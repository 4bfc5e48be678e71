import type { FormEvent, ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** The card of the login and registration forms: a form with its page title. */
export function AuthCard({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      onSubmit={onSubmit}
      noValidate
      withBorder
      shadow="sm"
      p="xl"
      radius="md"
      w="100%"
      maw={420}
    >
      <Stack>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
