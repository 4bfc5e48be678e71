import { useState } from 'react';
import { Anchor, CopyButton, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { bookingLinkUrl, formatInvitationTime, formatPhoneNumber } from '@tourneo/domain';
import type { Client } from '@tourneo/domain';
import { ClientGdprSection } from './client-gdpr-section.tsx';
import { ClientMessagesSection } from './client-messages-section.tsx';

export function ClientDetailsModal({ client, onClose }: { client: Client; onClose: () => void }) {
  // The link sent from here replaces an import's invitation still to come.
  const [isLinkSent, setIsLinkSent] = useState(false);
  const invitationDueAt = isLinkSent ? null : client.invitation_due_at;
  const rows: [string, string][] = [
    ['Nom', client.name],
    ['Prénom', client.prenom ?? '—'],
    ['E-mail', client.email ?? '—'],
    ['Téléphone', client.telephone ? formatPhoneNumber(client.telephone) : '—'],
    ['Adresse', client.adresse],
    ['Code postal', client.code_postal],
    ['Région', client.region ?? '—'],
    ['Opération', client.operation_name ?? '—'],
    ['Campagne', client.campagne ?? '—'],
    ['Partenaire', client.partenaire_nom ?? '—'],
    [
      'Invitation',
      invitationDueAt
        ? `E-mail de prise de rendez-vous prévu le ${formatInvitationTime(invitationDueAt)}`
        : 'Aucune en attente',
    ],
  ];
  const link = bookingLinkUrl(client.unique_link, { origin: window.location.origin });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${client.name}${client.prenom ? ` ${client.prenom}` : ''}`}
      size="xl"
    >
      <Stack>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-line' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" fw={500}>
          Lien de prise de rendez-vous
        </Text>
        <Group wrap="nowrap">
          <Anchor href={link} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
            {link}
          </Anchor>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copié' : 'Copier'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <ClientMessagesSection client={client} onLinkSent={() => setIsLinkSent(true)} />
        <ClientGdprSection client={client} onErased={onClose} />
      </Stack>
    </Modal>
  );
}
