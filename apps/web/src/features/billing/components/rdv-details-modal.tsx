import { Group, Modal, Stack, Table } from '@mantine/core';
import type { BillingRdv } from '@tourneo/domain';
import { BillingStatusAction, rdvLabel } from './billing-status-action.tsx';
import { RDV_TEXT, formatAmount, parisDateTime } from '../format.ts';

/** The detail popup of one appointment of the month, with its billing action. */
export function RdvDetailsModal({ rdv, onClose }: { rdv: BillingRdv; onClose: () => void }) {
  const lines: [string, string][] = [
    ['Date', RDV_TEXT.when(rdv, true)],
    ['Client', rdv.client_name],
    ['E-mail', rdv.client_email ?? '—'],
    ['Agent', RDV_TEXT.agent(rdv)],
    ['Opération', RDV_TEXT.operation(rdv)],
    ['Type de création', RDV_TEXT.creationType(rdv)],
    ['Durée', RDV_TEXT.duration(rdv)],
    ['Prix HT', rdv.price_ht === null ? 'Sans prix' : formatAmount(rdv.price_ht)],
    ['Statut de facturation', RDV_TEXT.billingStatus(rdv)],
    ['Facturé le', rdv.billed_at ? parisDateTime(String(rdv.billed_at)) : '—'],
    ['Payé le', rdv.paid_at ? parisDateTime(String(rdv.paid_at)) : '—'],
  ];
  return (
    <Modal opened onClose={onClose} title={`Rendez-vous — ${rdvLabel(rdv)}`} size="lg">
      <Stack>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {lines.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={200}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <BillingStatusAction rdv={rdv} size="sm" />
        </Group>
      </Stack>
    </Modal>
  );
}
