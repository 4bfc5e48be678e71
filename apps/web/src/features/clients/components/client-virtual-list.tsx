import { useEffect, useRef } from 'react';
import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MESSAGES } from '@tourneo/domain';
import { useInfiniteClients, type ClientSearchFilters } from '../api/get-clients.ts';
import type { ClientActions } from './client-card.tsx';
import { ScheduledBadge } from './scheduled-badge.tsx';

const ROW_HEIGHT = 64;

/** High-performance mode: one scrolling list that renders only the visible rows and loads pages as it scrolls. */
export function ClientVirtualList({ filters, ...actions }: { filters: ClientSearchFilters } & ClientActions) {
  const query = useInfiniteClients(filters, true);
  const clients = query.data?.pages.flatMap((page) => page.data) ?? [];
  const totalCount = query.data?.pages[0]?.totalCount ?? 0;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: clients.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= clients.length - 20) {
      void fetchNextPage();
    }
  }, [lastIndex, clients.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return <Loader aria-label="Chargement..." />;
  }
  return (
    <Box>
      <Text size="sm" c="dimmed" mb="xs">
        {clients.length} / {totalCount} clients chargés
      </Text>
      <Box
        ref={scrollRef}
        h={600}
        style={{ overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        role="list"
        aria-label="Liste des clients (haute performance)"
        data-testid="virtual-client-list"
      >
        <Box style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const client = clients[item.index]!;
            return (
              <Group
                key={client.id}
                role="listitem"
                justify="space-between"
                wrap="nowrap"
                px="md"
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                  borderBottom: '1px solid var(--mantine-color-gray-2)',
                }}
              >
                <Box style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={600} size="sm" truncate>
                      {client.name}
                      {client.prenom ? ` ${client.prenom}` : ''}
                    </Text>
                    {client.is_scheduled && <ScheduledBadge />}
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {client.adresse} — {client.code_postal}
                    {client.operation_name ? ` · ${client.operation_name}` : ''}
                  </Text>
                </Box>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" onClick={() => actions.onTakeCharge(client)}>
                    {MESSAGES.takeCharge.open}
                  </Button>
                  <Button size="compact-xs" variant="light" onClick={() => actions.onDetails(client)}>
                    Détails
                  </Button>
                  <Button size="compact-xs" variant="default" onClick={() => actions.onEdit(client)}>
                    Modifier
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => actions.onDelete(client)}
                  >
                    Supprimer
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Box>
      </Box>
      {isFetchingNextPage && <Loader size="sm" mt="xs" aria-label="Chargement..." />}
    </Box>
  );
}
