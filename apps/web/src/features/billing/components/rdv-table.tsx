import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useFixedRowsVirtualizer, VirtualScrollBox } from '../../../components/ui/virtual-scroll.tsx';
import type { BillingRdv } from '@tourneo/domain';
import { DEFAULT_RDV_SORT, nextSort, sortRdvs, type RdvSort, type RdvSortKey } from '../sort-rdvs.ts';
import { BillingStatusAction, rdvLabel } from './billing-status-action.tsx';
import { RDV_TEXT, formatAmount } from '../format.ts';

const ROW_HEIGHT = 52;
const STATUS_COLORS = { pending: 'gray', billed: 'blue', paid: 'teal' } as const;

const COLUMNS: { key: RdvSortKey; label: string; cell: (rdv: BillingRdv) => ReactNode }[] = [
  { key: 'date', label: 'Date', cell: (rdv) => RDV_TEXT.when(rdv) },
  { key: 'client_name', label: 'Client', cell: (rdv) => rdv.client_name },
  { key: 'agent_name', label: 'Agent', cell: RDV_TEXT.agent },
  { key: 'operation_name', label: 'Opération', cell: RDV_TEXT.operation },
  { key: 'creation_type', label: 'Création', cell: RDV_TEXT.creationType },
  { key: 'duration_minutes', label: 'Durée', cell: RDV_TEXT.duration },
  {
    key: 'price_ht',
    label: 'Prix HT',
    cell: (rdv) => (rdv.price_ht === null ? '—' : formatAmount(rdv.price_ht)),
  },
  {
    key: 'billing_status',
    label: 'Statut',
    cell: (rdv) => (
      <Badge variant="light" color={STATUS_COLORS[rdv.billing_status]}>
        {RDV_TEXT.billingStatus(rdv)}
      </Badge>
    ),
  },
];

const cellStyle = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: 220,
} as const;

/**
 * The month's appointments: a table sorted by any column (its header, a button) that renders only
 * the rows in view (@tanstack/react-virtual), with each row's billing action and detail popup.
 */
export function RdvTable({
  rdvs,
  caption,
  onDetails,
}: {
  rdvs: readonly BillingRdv[];
  caption: string;
  onDetails: (rdv: BillingRdv) => void;
}) {
  const [sort, setSort] = useState<RdvSort>(DEFAULT_RDV_SORT);
  const sorted = useMemo(() => sortRdvs(rdvs, sort), [rdvs, sort]);
  const { scrollRef, virtualizer } = useFixedRowsVirtualizer({
    count: sorted.length,
    rowHeight: ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const spacer = (height: number) =>
    height > 0 && (
      <tr aria-hidden="true">
        <td colSpan={COLUMNS.length + 1} style={{ height, padding: 0, border: 0 }} />
      </tr>
    );

  return (
    <VirtualScrollBox
      ref={scrollRef}
      mah={560}
      role="region"
      aria-label={`${caption} (liste défilante)`}
      tabIndex={0}
    >
      <Table stickyHeader highlightOnHover aria-rowcount={sorted.length + 1} data-testid="billing-rdv-table">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {COLUMNS.map((column) => {
              const isSorted = sort.key === column.key;
              return (
                <Table.Th key={column.key} aria-sort={isSorted ? sort.direction : 'none'}>
                  <UnstyledButton
                    fw={600}
                    fz="sm"
                    onClick={() => setSort((current) => nextSort(current, column.key))}
                  >
                    {column.label}
                    {isSorted ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spacer(paddingTop)}
          {items.map((item) => {
            const rdv = sorted[item.index]!;
            return (
              <Table.Tr key={rdv.id} aria-rowindex={item.index + 2} h={ROW_HEIGHT} data-rdv-id={rdv.id}>
                {COLUMNS.map((column) => (
                  <Table.Td key={column.key} style={cellStyle}>
                    {column.cell(rdv)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <BillingStatusAction rdv={rdv} />
                    <Button
                      size="compact-xs"
                      variant="default"
                      onClick={() => onDetails(rdv)}
                      aria-label={`Détails — ${rdvLabel(rdv)}`}
                    >
                      Détails
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
          {spacer(paddingBottom)}
        </Table.Tbody>
      </Table>
    </VirtualScrollBox>
  );
}
