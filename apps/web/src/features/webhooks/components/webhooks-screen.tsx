import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES, formatParisInstant, type Webhook } from '@tourneo/domain';
import { WEBHOOKS_MESSAGES } from '@tourneo/domain/messages/webhooks-fr';
import { useWebhooks } from '../api/get-webhooks.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useEnableWebhook } from '../api/enable-webhook.ts';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret.ts';
import { CreateWebhookModal } from './create-webhook-modal.tsx';
import { WebhookDeliveriesModal } from './webhook-deliveries-modal.tsx';
import { WebhookSecret } from './webhook-secret.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { SettingsPage } from '../../../components/ui/settings-page.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';

const M = WEBHOOKS_MESSAGES;
const dateTime = (instant: string) => formatParisInstant(new Date(instant), 'dd/MM/yyyy HH:mm');
const failed = (error: unknown) => notify('error', serverMessageOr(error, MESSAGES.http[500]));

interface RowActions {
  onDeliveries: () => void;
  onRotate: () => void;
  onEnable: () => void;
  onDelete: () => void;
}

function WebhookRow({ webhook, actions }: { webhook: Webhook; actions: RowActions }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" style={{ wordBreak: 'break-all' }}>
        {webhook.url}
        <Text size="xs" c="dimmed">
          {dateTime(webhook.created_at)}
        </Text>
      </Table.Th>
      <Table.Td>
        <Group gap={4}>
          {webhook.events.map((type) => (
            <Badge key={type} variant="outline" size="sm" tt="none">
              {M.eventLabels[type]}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        {webhook.is_enabled ? (
          <Badge color="teal" variant="light">
            {M.active}
          </Badge>
        ) : (
          <Stack gap={4}>
            <Badge color="red" variant="light">
              {M.disabledBadge}
            </Badge>
            <Text size="xs">{M.disabledExplanation(webhook.failure_streak)}</Text>
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={actions.onDeliveries}
            aria-label={`${M.deliveries} ${webhook.url}`}
          >
            {M.deliveries}
          </Button>
          {!webhook.is_enabled && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={actions.onEnable}
              aria-label={`${M.enable} ${webhook.url}`}
            >
              {M.enable}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={actions.onRotate}
            aria-label={`${M.rotate} ${webhook.url}`}
          >
            {M.rotate}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={actions.onDelete}
            aria-label={`${M.delete} ${webhook.url}`}
          >
            {M.delete}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** 'Webhooks': the company's endpoints, their events and state; create, rotate, re-enable, delete, the log. */
export function WebhooksScreen() {
  const webhooks = useWebhooks();
  const deleteWebhook = useDeleteWebhook();
  const enableWebhook = useEnableWebhook();
  const rotateSecret = useRotateWebhookSecret();
  const [isCreating, setIsCreating] = useState(false);
  const [rotatedSecret, setRotatedSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);

  const actionsOf = (webhook: Webhook): RowActions => ({
    onDeliveries: () => setLogOf(webhook),
    onEnable: () =>
      enableWebhook.mutate(webhook.id, { onSuccess: () => notify('success', M.enabled), onError: failed }),
    onRotate: () =>
      modals.openConfirmModal({
        title: M.rotateTitle,
        children: <Text size="sm">{M.rotateConfirm}</Text>,
        labels: { confirm: M.rotate, cancel: 'Annuler' },
        onConfirm: () =>
          rotateSecret.mutate(webhook.id, {
            onSuccess: (response) => setRotatedSecret(response.secret),
            onError: failed,
          }),
      }),
    onDelete: () =>
      modals.openConfirmModal({
        title: M.deleteTitle,
        children: <Text size="sm">{M.deleteConfirm(webhook.url)}</Text>,
        labels: { confirm: M.delete, cancel: 'Annuler' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          deleteWebhook.mutate(webhook.id, {
            onSuccess: () => notify('success', M.deleted),
            onError: failed,
          }),
      }),
  });

  return (
    <>
      <SettingsPage
        title={M.title}
        addLabel={M.create}
        onAdd={() => setIsCreating(true)}
        intro={<Text>{M.intro}</Text>}
        isLoading={webhooks.isPending}
        errorMessage={webhooks.error ? M.loadError : null}
        isEmpty={webhooks.data?.length === 0}
        emptyMessage={M.empty}
        layout="table"
      >
        <DataTable
          minWidth={760}
          columns={[M.columnUrl, M.columnEvents, M.columnStatus, { hidden: 'Actions' }]}
        >
          {webhooks.data?.map((webhook) => (
            <WebhookRow key={webhook.id} webhook={webhook} actions={actionsOf(webhook)} />
          ))}
        </DataTable>
      </SettingsPage>
      <CreateWebhookModal isOpen={isCreating} onClose={() => setIsCreating(false)} />
      <Modal
        opened={rotatedSecret !== null}
        onClose={() => setRotatedSecret(null)}
        title={M.createdTitle}
        closeOnClickOutside={false}
      >
        {rotatedSecret && <WebhookSecret secret={rotatedSecret} onClose={() => setRotatedSecret(null)} />}
      </Modal>
      <WebhookDeliveriesModal webhook={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
