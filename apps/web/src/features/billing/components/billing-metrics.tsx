import { Alert, Center, Loader, Stack, Table } from '@mantine/core';
import { MESSAGES, formatCount, frenchMonthName } from '@tourneo/domain';
import { useBillingMetrics } from '../api/get-billing-metrics.ts';
import { monthKeyOf } from '../use-month-param.ts';
import { FigureGrid } from './figure.tsx';
import { formatAmount } from '../format.ts';

/** The six months' revenue and what is paid and still to be paid ('Billing metrics'). */
export function BillingMetricsPanel() {
  const metrics = useBillingMetrics();
  if (metrics.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Chargement..." />
      </Center>
    );
  }
  if (metrics.error) {
    return (
      <Alert color="red" role="alert">
        {metrics.error.message || MESSAGES.billing.metricsLoadError}
      </Alert>
    );
  }
  const { stats, monthly_revenue: months } = metrics.data.data;
  return (
    <Stack gap="sm">
      <FigureGrid
        figures={[
          { label: 'Total sur 6 mois', value: formatAmount(stats.total_amount), hint: 'Hors taxes' },
          { label: 'Encaissé', value: formatAmount(stats.paid_amount) },
          {
            label: 'Reste à encaisser',
            value: formatAmount(stats.pending_amount),
            hint: 'En attente ou facturé',
          },
          {
            label: 'Rendez-vous facturés',
            value: formatCount(stats.total_invoices),
            hint: `Prix moyen ${formatAmount(stats.average_invoice)}`,
          },
        ]}
      />
      <Table withTableBorder striped>
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>
          Chiffre d&apos;affaires estimé par mois
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mois</Table.Th>
            <Table.Th>Chiffre d&apos;affaires estimé (HT)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((entry) => {
            const key = monthKeyOf(entry.month);
            return (
              <Table.Tr key={entry.month}>
                <Table.Td>{key ? frenchMonthName(key) : entry.month}</Table.Td>
                <Table.Td>{formatAmount(entry.total_revenue)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
