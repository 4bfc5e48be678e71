import { useState } from 'react';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES, formatParisInstant, type ApiKey } from '@tourneo/domain';
import { useApiKeys } from '../api/get-api-keys.ts';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';
import { CreateApiKeyModal } from './create-api-key-modal.tsx';
import { SettingsPage } from '../../../components/ui/settings-page.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';

const M = MESSAGES.apiKeys;
/** '17/03/2027 10:00', Paris time. */
const dateTime = (instant: string) => formatParisInstant(new Date(instant), 'dd/MM/yyyy HH:mm');

function ApiKeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{apiKey.name}</Table.Th>
      <Table.Td>
        <Text ff="monospace" size="sm">
          {apiKey.prefix}…
        </Text>
      </Table.Td>
      <Table.Td>{apiKey.scope === 'write' ? M.scopeWrite : M.scopeRead}</Table.Td>
      <Table.Td>{dateTime(apiKey.created_at)}</Table.Td>
      <Table.Td>{apiKey.last_used_at ? dateTime(apiKey.last_used_at) : M.neverUsed}</Table.Td>
      <Table.Td>
        {apiKey.revoked_at ? (
          <Badge color="gray" variant="light">
            {M.revokedBadge}
          </Badge>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Badge color="teal" variant="light">
              {M.active}
            </Badge>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onRevoke}
              aria-label={`${M.revoke} ${apiKey.name}`}
            >
              {M.revoke}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** 'Clés d'API': the company's keys to the public API, their last use, creation and revocation. */
export function ApiKeysScreen() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);

  const confirmRevoke = (apiKey: ApiKey) =>
    modals.openConfirmModal({
      title: M.revokeTitle,
      children: <Text size="sm">{M.revokeConfirm(apiKey.name)}</Text>,
      labels: { confirm: M.revoke, cancel: 'Annuler' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(apiKey.id, {
          onSuccess: () => notify('success', M.revoked),
          onError: (error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
        }),
    });

  return (
    <>
      <SettingsPage
        title={M.title}
        addLabel={M.create}
        onAdd={() => setIsCreating(true)}
        intro={
          <>
            <Text>{M.intro}</Text>
            <Text size="sm">
              Documentation de l’API : <a href="/api/docs">/api/docs</a>
            </Text>
          </>
        }
        isLoading={keys.isPending}
        errorMessage={keys.error ? M.loadError : null}
        isEmpty={keys.data?.length === 0}
        emptyMessage={M.empty}
        layout="table"
      >
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{M.columnName}</Table.Th>
                <Table.Th scope="col">{M.columnKey}</Table.Th>
                <Table.Th scope="col">{M.columnScope}</Table.Th>
                <Table.Th scope="col">{M.columnCreated}</Table.Th>
                <Table.Th scope="col">{M.columnLastUsed}</Table.Th>
                <Table.Th scope="col">{M.columnStatus}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data?.map((apiKey) => (
                <ApiKeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => confirmRevoke(apiKey)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SettingsPage>
      <CreateApiKeyModal isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}
