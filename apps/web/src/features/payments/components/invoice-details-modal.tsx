import { Accordion, Alert, Group, List, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { INVOICE_STATUS_LABELS, MESSAGES } from '@tourneo/domain';
import { useInvoice } from '../api/get-invoice.ts';
import { euros } from './money.ts';

const CHANNEL_LABELS: Record<string, string> = { email: 'lien e-mail', sms: 'lien SMS' };

/** An invoice's lines, each opening on what it bills (its agents, its appointments), and its payments. */
export function InvoiceDetailsModal({
  invoiceId,
  onClose,
}: {
  invoiceId: number | null;
  onClose: () => void;
}) {
  const detail = useInvoice(invoiceId);
  const data = detail.data?.data;
  return (
    <Modal
      opened={invoiceId !== null}
      onClose={onClose}
      size="xl"
      title={
        data
          ? `${data.invoice.kind === 'credit_note' ? 'Avoir' : 'Facture'} ${data.invoice.number}`
          : 'Facture'
      }
    >
      {detail.isPending && <Loader aria-label={MESSAGES.common.loading} />}
      {detail.error && <Alert color="red">{MESSAGES.payments.invoicesLoadError}</Alert>}
      {data && (
        <Stack>
          <Group justify="space-between">
            <Text size="sm">
              {data.seller.legalName} → {data.buyer.legalName} (SIREN {data.buyer.siren})
            </Text>
            <Text size="sm">
              Émise le {data.invoice.issue_date}, échéance {data.invoice.due_date} —{' '}
              {INVOICE_STATUS_LABELS[data.invoice.status]}
            </Text>
          </Group>
          <Accordion multiple>
            {data.lines.map((line) => (
              <Accordion.Item key={line.line_no} value={String(line.line_no)}>
                <Accordion.Control>
                  {line.description} — {line.quantity} × {euros(line.unit_price_ht)} HT ={' '}
                  {euros(line.total_ht)} HT, {euros(line.total_ttc)} TTC
                </Accordion.Control>
                <Accordion.Panel>
                  {line.items.length === 0 ? (
                    <Text size="sm">—</Text>
                  ) : (
                    <List size="sm">
                      {line.items.map((item, index) => (
                        <List.Item key={index}>
                          {item.label}
                          {item.date ? ` — confirmé le ${item.date}` : ''}
                          {item.channel ? ` par ${CHANNEL_LABELS[item.channel] ?? item.channel}` : ''}
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Total HT</Table.Th>
                <Table.Td>{euros(data.invoice.total_ht)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">TVA 20 %</Table.Th>
                <Table.Td>{euros(data.invoice.total_tva)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Total TTC</Table.Th>
                <Table.Td>{euros(data.invoice.total_amount)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Reste à payer</Table.Th>
                <Table.Td>{euros(data.invoice.remaining_amount)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {data.events.length > 0 && (
            <List size="sm" aria-label="Paiements">
              {data.events.map((event, index) => (
                <List.Item key={index}>
                  {event.kind === 'payment'
                    ? `Paiement de ${euros(event.amount ?? 0)} le ${event.date} (${event.method ?? ''})`
                    : `Échec le ${event.date} : ${event.reason ?? ''}`}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Modal>
  );
}
