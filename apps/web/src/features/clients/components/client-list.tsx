import { useState } from 'react';
import { Alert, Center, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  CLIENTS_PAGE_SIZE,
  HIGH_PERFORMANCE_THRESHOLD,
  MESSAGES,
  appliedClientScheduling,
} from '@tourneo/domain';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { notify } from '../../../lib/notify.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import type { Client } from '@tourneo/domain';
import { useClients } from '../api/get-clients.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { ClientCard } from './client-card.tsx';
import { ClientDetailsModal } from './client-details-modal.tsx';
import { ClientEditModal } from './client-edit-modal.tsx';
import { ClientSchedulingFilter } from './client-scheduling-filter.tsx';
import { ClientSearchBar } from './client-search-bar.tsx';
import { useClientListState } from './use-client-list-state.ts';
import type { ClientChoices } from '../client-choices.ts';
import { ClientVirtualList } from './client-virtual-list.tsx';
import { TakeChargeModal } from './take-charge-modal.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { CsvDownloadButton } from '../../../components/ui/csv-download-button.tsx';

/**
 * 'Liste clients': search bar, scheduling filter (à planifier by default), card grid (20 per page),
 * high-performance mode above 50 clients. `choices`: the edit popup's operations and partners.
 */
export function ClientList({ choices }: { choices: ClientChoices }) {
  const { filters, page, update } = useClientListState();
  // A name search with 'à planifier' shows the scheduled clients too: say why they are there.
  const isWidenedByName = appliedClientScheduling(filters) !== filters.planification;
  const clients = useClients(filters, page);
  const remove = useDeleteClient();
  const [isHighPerformance, setIsHighPerformance] = useState(false);
  const [detailsOf, setDetailsOf] = useState<Client | null>(null);
  const [editing, setEditing] = useState<Client | null>(null);
  const [takingCharge, setTakingCharge] = useState<Client | null>(null);
  // The popups are mounted to open: Mantine's Modal then does not give the focus back itself.
  const focus = useReturnFocus();
  const totalCount = clients.data?.totalCount ?? 0;
  const canUseHighPerformance = totalCount > HIGH_PERFORMANCE_THRESHOLD;
  const showVirtual = isHighPerformance && canUseHighPerformance;

  const confirmDelete = (client: Client) =>
    modals.openConfirmModal({
      title: 'Supprimer le client',
      children: (
        <Text size="sm">
          {MESSAGES.clients.deleteConfirm} ({client.name}
          {client.prenom ? ` ${client.prenom}` : ''})
        </Text>
      ),
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(client.id, {
          onSuccess: () => notify('success', MESSAGES.clients.deleteSuccess),
          onError: (failure) =>
            notify(
              'error',
              failure instanceof ApiError && failure.message ? failure.message : MESSAGES.clients.deleteError,
            ),
        }),
    });
  const actions = {
    onDetails: (client: Client) => {
      focus.remember();
      setDetailsOf(client);
    },
    onEdit: (client: Client) => {
      focus.remember();
      setEditing(client);
    },
    onDelete: confirmDelete,
    onTakeCharge: (client: Client) => {
      focus.remember();
      setTakingCharge(client);
    },
  };
  const closeDetails = () => {
    focus.restore();
    setDetailsOf(null);
  };
  const closeTakeCharge = () => {
    focus.restore();
    setTakingCharge(null);
  };
  const closeEdit = () => {
    focus.restore();
    setEditing(null);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Liste clients
        </Title>
        <CsvDownloadButton href="/clients/export.csv" label={MESSAGES.exports.clients} />
      </Group>
      <ClientSearchBar filters={filters} onChange={(next) => update({ filters: next })} />
      <ClientSchedulingFilter
        value={filters.planification}
        onChange={(planification) => update({ planification })}
      />
      {isWidenedByName && (
        <Text size="sm" c="dimmed">
          {MESSAGES.clientList.nameSearchIncludesScheduled}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {clients.data ? `${totalCount} client${totalCount > 1 ? 's' : ''}` : ''}
        </Text>
        {canUseHighPerformance && (
          <Switch
            label="Mode haute performance"
            checked={isHighPerformance}
            onChange={(event) => setIsHighPerformance(event.currentTarget.checked)}
            description={isHighPerformance ? 'Désactivez pour revenir à la pagination classique' : undefined}
          />
        )}
      </Group>
      {clients.error && (
        <Alert color="red" role="alert">
          {clients.error instanceof ApiError ? clients.error.message : MESSAGES.clients.listError}
        </Alert>
      )}
      {clients.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      ) : showVirtual ? (
        <ClientVirtualList filters={filters} {...actions} />
      ) : totalCount === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {MESSAGES.clients.empty}
        </Text>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            style={{ opacity: clients.isPlaceholderData ? 0.6 : 1 }}
            aria-busy={clients.isPlaceholderData}
          >
            {clients.data?.data.map((client) => (
              <ClientCard key={client.id} client={client} {...actions} />
            ))}
          </SimpleGrid>
          <PagePagination
            total={Math.ceil(totalCount / CLIENTS_PAGE_SIZE)}
            value={page}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
      {detailsOf && <ClientDetailsModal client={detailsOf} onClose={closeDetails} />}
      {editing && <ClientEditModal client={editing} choices={choices} onClose={closeEdit} />}
      {takingCharge && <TakeChargeModal client={takingCharge} onClose={closeTakeCharge} />}
    </Stack>
  );
}
