import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SettingsChangeOnly, SettingsReadOnlyNotice } from './settings-access.tsx';

interface SettingsPageProps {
  title: string;
  addLabel: string;
  onAdd: () => void;
  isLoading: boolean;
  errorMessage: string | null;
  isEmpty: boolean;
  emptyMessage: string;
  /** What the screen is for, under its title. */
  intro?: ReactNode;
  /** `cards` (default): the children are a grid of cards; `table`: they are shown as they are. */
  layout?: 'cards' | 'table';
  children: ReactNode;
}

/**
 * A settings screen: title, add button, intro, then its cards or table, or loading / error / empty
 * states. For a role that may only read the settings: no add button, the read-only notice.
 */
export function SettingsPage({
  title,
  addLabel,
  onAdd,
  isLoading,
  errorMessage,
  isEmpty,
  emptyMessage,
  intro,
  layout = 'cards',
  children,
}: SettingsPageProps) {
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <SettingsChangeOnly>
          <Button onClick={onAdd}>{addLabel}</Button>
        </SettingsChangeOnly>
      </Group>
      <SettingsReadOnlyNotice />
      {intro}
      {isLoading ? (
        <Center py="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      ) : errorMessage ? (
        <Alert color="red" role="alert">
          {errorMessage}
        </Alert>
      ) : isEmpty ? (
        <Text c="dimmed">{emptyMessage}</Text>
      ) : layout === 'table' ? (
        children
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list">
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}
