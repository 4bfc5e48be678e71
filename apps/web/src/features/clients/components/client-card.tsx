import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { MESSAGES, formatPhoneNumber } from '@tourneo/domain';
import type { Client } from '@tourneo/domain';
import { ScheduledBadge, ToCallBadge } from './scheduled-badge.tsx';
import { CardDetail } from '../../../components/ui/card-detail.tsx';
import { useMayCall } from '../../../lib/use-may-call.ts';

export interface ClientActions {
  onDetails: (client: Client) => void;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onTakeCharge: (client: Client) => void;
}

/**
 * 'Prendre en charge', 'Détails', 'Modifier' and 'Supprimer' of one client, on its card or its list
 * row. A client who already has an appointment is not offered 'Prendre en charge' (spec 2 §4: taking
 * charge is for the clients still to schedule); its appointment is on the calendar. A role that may
 * not call a button's route does not see the button (issue 39).
 */
export function ClientActionButtons({
  client,
  onDetails,
  onEdit,
  onDelete,
  onTakeCharge,
  size,
}: { client: Client; size: 'xs' | 'compact-xs' } & ClientActions) {
  const mayTakeCharge = useMayCall('POST /rdv/make-appointment');
  const mayEdit = useMayCall('PUT /client/update');
  const mayDelete = useMayCall('POST /client/delete-client');
  return (
    <>
      {!client.is_scheduled && mayTakeCharge && (
        <Button size={size} onClick={() => onTakeCharge(client)}>
          {MESSAGES.takeCharge.open}
        </Button>
      )}
      <Button size={size} variant="light" onClick={() => onDetails(client)}>
        Détails
      </Button>
      {mayEdit && (
        <Button size={size} variant="default" onClick={() => onEdit(client)}>
          Modifier
        </Button>
      )}
      {mayDelete && (
        <Button size={size} variant="subtle" color="red" onClick={() => onDelete(client)}>
          Supprimer
        </Button>
      )}
    </>
  );
}

export function ClientCard({ client, ...actions }: { client: Client } & ClientActions) {
  const fullName = `${client.name}${client.prenom ? ` ${client.prenom}` : ''}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={fullName}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} lineClamp={2}>
            {fullName}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {client.is_scheduled && <ScheduledBadge />}
            {client.is_to_call && <ToCallBadge />}
            {client.operation_name && <Badge variant="light">{client.operation_name}</Badge>}
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {client.adresse} — {client.code_postal}
          {client.region ? ` (${client.region})` : ''}
        </Text>
        {client.telephone && <Text size="sm">{formatPhoneNumber(client.telephone)}</Text>}
        <CardDetail label="Campagne" value={client.campagne} />
        <CardDetail label="Partenaire" value={client.partenaire_nom} />
        <Group gap="xs" mt="auto" pt="xs">
          <ClientActionButtons client={client} {...actions} size="xs" />
        </Group>
      </Stack>
    </Card>
  );
}
