import { useState } from 'react';
import { Badge, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import {
  MESSAGES,
  formatParisInstant,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@tourneo/domain';
import { WEBHOOKS_MESSAGES } from '@tourneo/domain/messages/webhooks-fr';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries.ts';
import { useRedeliverWebhook } from '../api/redeliver-webhook.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';

const M = WEBHOOKS_MESSAGES;
const dateTime = (instant: string) => formatParisInstant(new Date(instant), 'dd/MM/yyyy HH:mm:ss');

const STATUS: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  pending: { label: M.statusPending, color: 'blue' },
  sent: { label: M.statusSent, color: 'teal' },
  failed: { label: M.statusFailed, color: 'red' },
  not_sent: { label: M.statusNotSent, color: 'gray' },
};

function DeliveryRow({ delivery, canRedeliver }: { delivery: WebhookDelivery; canRedeliver: boolean }) {
  const redeliver = useRedeliverWebhook();
  const status = STATUS[delivery.status];
  return (
    <Table.Tr>
      <Table.Td>{dateTime(delivery.created_at)}</Table.Td>
      <Table.Th scope="row">
        {M.eventLabels[delivery.event_type]}
        <Text size="xs" c="dimmed" ff="monospace">
          {delivery.event_id}
        </Text>
      </Table.Th>
      <Table.Td>
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
      </Table.Td>
      <Table.Td>{delivery.http_status ?? '—'}</Table.Td>
      <Table.Td>{delivery.attempts}</Table.Td>
      <Table.Td>
        <Text size="xs" lineClamp={2} style={{ wordBreak: 'break-all' }}>
          {delivery.response_excerpt ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={!canRedeliver}
          loading={redeliver.isPending}
          aria-label={`${M.redeliver} ${delivery.event_id}`}
          onClick={() =>
            redeliver.mutate(delivery.id, {
              onSuccess: () => notify('success', M.redelivered),
              onError: (error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
            })
          }
        >
          {M.redeliver}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function DeliveriesTable({ webhook }: { webhook: Webhook }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhook.id, page);
  if (deliveries.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Chargement..." />
      </Center>
    );
  }
  if (deliveries.error) {
    return <ErrorAlert message={M.deliveriesLoadError} />;
  }
  const { deliveries: rows, has_more: hasMore } = deliveries.data;
  return (
    <Stack>
      {rows.length === 0 ? (
        <Text c="dimmed">{M.deliveriesEmpty}</Text>
      ) : (
        <DataTable
          minWidth={760}
          columns={[
            M.columnDate,
            M.columnEvent,
            M.columnStatus,
            M.columnHttp,
            M.columnAttempts,
            M.columnResponse,
            { hidden: M.redeliver },
          ]}
        >
          {rows.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} canRedeliver={webhook.is_enabled} />
          ))}
        </DataTable>
      )}
      {(page > 1 || hasMore) && (
        <Group justify="space-between">
          <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {M.previous}
          </Button>
          <Button variant="default" disabled={!hasMore} onClick={() => setPage(page + 1)}>
            {M.next}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** 'Journal des envois': a webhook's deliveries, their answer, and 'Renvoyer'. */
export function WebhookDeliveriesModal({
  webhook,
  onClose,
}: {
  webhook: Webhook | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={webhook !== null} onClose={onClose} title={M.deliveries} size="xl">
      {webhook && (
        <Stack>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {M.deliveriesTitle(webhook.url)}
          </Text>
          <DeliveriesTable webhook={webhook} />
        </Stack>
      )}
    </Modal>
  );
}
