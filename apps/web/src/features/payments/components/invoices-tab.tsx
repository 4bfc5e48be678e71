import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  INVOICES_PAGE_MAX,
  INVOICE_STATUS_LABELS,
  MESSAGES,
  currentPeriod,
  invoiceablePeriods,
  lastFinishedPeriod,
  periodLabel,
  type GenerateInvoicesResponse,
  type Invoice,
  type InvoiceStatus,
} from '@tourneo/domain';
import { useInvoices } from '../api/get-invoices.ts';
import { useGenerateInvoices } from '../api/generate-invoices.ts';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { InvoiceDetailsModal } from './invoice-details-modal.tsx';
import { InvoiceOperationModal, type InvoiceOperationKind } from './invoice-operation-modal.tsx';
import { InvoiceRunResult } from './invoice-run-result.tsx';
import { euros } from './money.ts';
import { CsvDownloadButton } from '../../../components/ui/csv-download-button.tsx';

const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  paid: 'green',
  sent: 'blue',
  pending: 'yellow',
  failed: 'red',
};

/** The operator's buttons on an invoice's row. */
const OPERATIONS: [InvoiceOperationKind, string][] = [
  ['payment', 'Paiement'],
  ['failure', 'Échec'],
  ['creditNote', 'Avoir'],
];

/**
 * The months the operator may invoice: the finished ones, two years back (issue 39: a run covers
 * only a month that is over, lifecycle/invoice-run.ts); the month in progress shows, disabled.
 */
const GENERATION_MONTHS = 24;

/** 'Factures': 50 a page, each with its Factur-X PDF and its details (lines and what they bill). */
export function InvoicesTab({ isOperator }: { isOperator: boolean }) {
  const [page, setPage] = useState(1);
  const invoices = useInvoices((page - 1) * INVOICES_PAGE_MAX);
  const generate = useGenerateInvoices();
  const [openId, setOpenId] = useState<number | null>(null);
  const [operation, setOperation] = useState<{ invoice: Invoice; kind: InvoiceOperationKind } | null>(null);
  const now = new Date();
  const [period, setPeriod] = useState(() => lastFinishedPeriod(new Date()));
  const inProgress = currentPeriod(now);
  const monthOptions = [
    { value: inProgress, label: `${periodLabel(inProgress)} (en cours)`, disabled: true },
    ...invoiceablePeriods(now, GENERATION_MONTHS).map((month) => ({
      value: month,
      label: periodLabel(month),
    })),
  ];
  const [lastRun, setLastRun] = useState<GenerateInvoicesResponse['data'] | null>(null);

  useEffect(() => {
    if (invoices.error) {
      notify('error', MESSAGES.payments.invoicesLoadError);
    }
  }, [invoices.error]);

  const runGeneration = () =>
    generate.mutate(period, {
      onSuccess: (answer) => {
        setLastRun(answer.data);
        const { success, failures } = answer.data.summary;
        notify(
          failures > 0 ? 'error' : 'success',
          `${MESSAGES.payments.generated} (${answer.data.period}) : ${success} émise(s), ${failures} échec(s)`,
        );
      },
      onError: (error) => notify('error', serverMessageOr(error, MESSAGES.payments.generateError)),
    });

  if (invoices.isPending) {
    return <Loader aria-label={MESSAGES.common.loading} />;
  }
  if (invoices.error) {
    return <Alert color="red">{MESSAGES.payments.invoicesLoadError}</Alert>;
  }
  const { invoices: rows, total } = invoices.data.data;
  return (
    <Stack>
      {isOperator && (
        <Group align="end">
          <NativeSelect
            label="Mois à facturer"
            value={period}
            onChange={(event) => setPeriod(event.currentTarget.value)}
            data={monthOptions}
          />
          <Button onClick={runGeneration} loading={generate.isPending}>
            Générer les factures du mois
          </Button>
        </Group>
      )}
      {isOperator && lastRun && <InvoiceRunResult run={lastRun} />}
      {rows.length > 0 && (
        <Group justify="flex-end">
          <CsvDownloadButton href="/payments/invoices/export.csv" label={MESSAGES.exports.invoices} />
        </Group>
      )}
      {rows.length === 0 ? (
        <Text>{MESSAGES.payments.invoicesEmpty}</Text>
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Numéro</Table.Th>
              {isOperator && <Table.Th>Société</Table.Th>}
              <Table.Th>Période</Table.Th>
              <Table.Th>Rendez-vous</Table.Th>
              <Table.Th>Total TTC</Table.Th>
              <Table.Th>Reste à payer</Table.Th>
              <Table.Th>Statut</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                isOperator={isOperator}
                onOpen={setOpenId}
                onOperation={(kind) => setOperation({ invoice, kind })}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {total > INVOICES_PAGE_MAX && (
        <Pagination
          total={Math.ceil(total / INVOICES_PAGE_MAX)}
          value={page}
          onChange={setPage}
          aria-label="Pages des factures"
        />
      )}
      <InvoiceDetailsModal invoiceId={openId} onClose={() => setOpenId(null)} />
      <InvoiceOperationModal
        invoice={operation?.invoice ?? null}
        kind={operation?.kind ?? 'payment'}
        onClose={() => setOperation(null)}
      />
    </Stack>
  );
}

function InvoiceRow({
  invoice,
  isOperator,
  onOpen,
  onOperation,
}: {
  invoice: Invoice;
  isOperator: boolean;
  onOpen: (id: number) => void;
  onOperation: (kind: InvoiceOperationKind) => void;
}) {
  const label = invoice.kind === 'credit_note' ? `Avoir ${invoice.number}` : invoice.number;
  // The operator's changes: on an invoice (not a credit note) with something left to pay.
  const changeable = isOperator && invoice.kind === 'invoice' && invoice.remaining_amount > 0;
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      {isOperator && <Table.Td>{invoice.company_name}</Table.Td>}
      <Table.Td>{invoice.period}</Table.Td>
      <Table.Td>{invoice.rdv_count}</Table.Td>
      <Table.Td>{euros(invoice.total_amount)}</Table.Td>
      <Table.Td>{invoice.kind === 'invoice' ? euros(invoice.remaining_amount) : '—'}</Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOURS[invoice.status]} variant="light">
          {INVOICE_STATUS_LABELS[invoice.status]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="light" onClick={() => onOpen(invoice.id)}>
            Détails<VisuallyHidden> {label}</VisuallyHidden>
          </Button>
          <Anchor href={invoice.pdf_url} target="_blank" rel="noopener" size="sm">
            PDF<VisuallyHidden> {label}</VisuallyHidden>
          </Anchor>
          {changeable &&
            OPERATIONS.map(([kind, text]) => (
              <Button key={kind} size="compact-sm" variant="subtle" onClick={() => onOperation(kind)}>
                {text}
                <VisuallyHidden> {label}</VisuallyHidden>
              </Button>
            ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
