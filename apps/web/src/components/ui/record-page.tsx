import type { ReactNode } from 'react';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';

interface RecordPageProps<T> {
  title: string;
  intro: string;
  /** The record's query: its loading state, its error and its data. */
  query: { isPending: boolean; error: Error | null; data: T | undefined };
  /** What to say when the record does not load (the server's message by default). */
  errorMessage?: string;
  children: (data: T) => ReactNode;
}

/**
 * A settings screen about one record of the company (its profile, its branding, its support): a
 * title and an intro, then the loading state, the error, or the record's card.
 */
export function RecordPage<T>({ title, intro, query, errorMessage, children }: RecordPageProps<T>) {
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{intro}</Text>
      {query.isPending && (
        <Center p="xl">
          <Loader aria-label={MESSAGES.bookingPage.loading} />
        </Center>
      )}
      {query.error && (
        <Text c="red" role="alert">
          {errorMessage ?? query.error.message}
        </Text>
      )}
      {query.data && (
        <Paper withBorder p="lg" radius="md">
          <Stack>{children(query.data)}</Stack>
        </Paper>
      )}
    </Stack>
  );
}
