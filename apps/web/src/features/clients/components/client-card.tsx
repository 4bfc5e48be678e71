import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { MESSAGES, formatPhoneNumber } from '@tourneo/domain';
import type { Client } from '@tourneo/domain';
import { ScheduledBadge } from './scheduled-badge.tsx';

export interface ClientActions {
  onDetails: (client: Client) => void;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onTakeCharge: (client: Client) => void;
}

export function ClientCard({
  client,
  onDetails,
  onEdit,
  onDelete,
  onTakeCharge,
}: { client: Client } & ClientActions) {
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
            {client.operation_name && <Badge variant="light">{client.operation_name}</Badge>}
          </Group>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {client.adresse} — {client.code_postal}
          {client.region ? ` (${client.region})` : ''}
        </Text>
        {client.telephone && <Text size="sm">{formatPhoneNumber(client.telephone)}</Text>}
        {client.campagne && (
          <Text size="xs" c="dimmed">
            Campagne : {client.campagne}
          </Text>
        )}
        {client.partenaire_nom && (
          <Text size="xs" c="dimmed">
            Partenaire : {client.partenaire_nom}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button size="xs" onClick={() => onTakeCharge(client)}>
            {MESSAGES.takeCharge.open}
          </Button>
          <Button size="xs" variant="light" onClick={() => onDetails(client)}>
            Détails
          </Button>
          <Button size="xs" variant="default" onClick={() => onEdit(client)}>
            Modifier
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(client)}>
            Supprimer
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
