import { useCallback } from 'react';
import { Box, Group, Loader, Text } from '@mantine/core';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { useInfiniteClients, type ClientSearchFilters } from '../api/get-clients.ts';
import { ClientActionButtons, type ClientActions } from './client-card.tsx';
import { ScheduledBadge, ToCallBadge } from './scheduled-badge.tsx';

/** High-performance mode: one scrolling list that renders only the visible rows and loads pages as it scrolls. */
export function ClientVirtualList({ filters, ...actions }: { filters: ClientSearchFilters } & ClientActions) {
  const query = useInfiniteClients(filters, true);
  const clients = query.data?.pages.flatMap((page) => page.data) ?? [];
  const totalCount = query.data?.pages[0]?.totalCount ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // The next page is asked for once the rows in view come within 20 of the last loaded.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return <Loader aria-label="Chargement..." />;
  }
  return (
    <Box>
      <Text size="sm" c="dimmed" mb="xs">
        {clients.length} / {totalCount} clients chargés
      </Text>
      <VirtualList
        items={clients}
        rowHeight={64}
        overscan={10}
        label="Liste des clients (haute performance)"
        testId="virtual-client-list"
        keyOf={(client) => client.id}
        onNearEnd={loadMore}
        nearEndCount={20}
        renderRow={(client) => ({
          content: (
            <>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="sm" truncate>
                  {client.name}
                  {client.prenom ? ` ${client.prenom}` : ''}
                </Text>
                {client.is_scheduled && <ScheduledBadge />}
                {client.is_to_call && <ToCallBadge />}
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {client.adresse} — {client.code_postal}
                {client.operation_name ? ` · ${client.operation_name}` : ''}
              </Text>
            </>
          ),
          actions: <ClientActionButtons client={client} {...actions} size="compact-xs" />,
        })}
      />
      {isFetchingNextPage && <Loader size="sm" mt="xs" aria-label="Chargement..." />}
    </Box>
  );
}
