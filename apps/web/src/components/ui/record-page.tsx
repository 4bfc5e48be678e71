import type { ReactNode } from 'react';
import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type RouteAccess } from '@tourneo/domain';
import { SettingsReadOnlyNotice } from './settings-access.tsx';

interface RecordPageProps<T> {
  title: string;
  intro: string;
  /** The record's query: its loading state, its error and its data. */
  query: { isPending: boolean; error: Error | null; data: T | undefined };
  /** What to say when the record does not load (the server's message by default). */
  errorMessage?: string;
  children: (data: T) => ReactNode;
  /** A settings record: what its changes declare; a role outside it reads the read-only notice. */
  changeAccess?: RouteAccess;
}

/**
 * A settings screen about one record of the company (its profile, its branding, its support): a
 * title and an intro, then the loading state, the error, or the record's card.
 */
export function RecordPage<T>({
  title,
  intro,
  query,
  errorMessage,
  children,
  changeAccess,
}: RecordPageProps<T>) {
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      {changeAccess && <SettingsReadOnlyNotice access={changeAccess} />}
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
