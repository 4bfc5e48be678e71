import { Suspense, lazy, useEffect } from 'react';
import { Alert, Card, Loader, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { MESSAGES, type PaymentMetricsResponse } from '@tourneo/domain';
import { usePaymentMetrics } from '../api/get-payment-metrics.ts';
import { notify } from '../../../lib/notify.ts';
import { euros } from './money.ts';

// The chart library is in this chunk only, loaded when the dashboard opens (ARCHITECTURE.md "charts").
const RevenueCharts = lazy(() =>
  import('./revenue-charts.tsx').then((module) => ({ default: module.RevenueCharts })),
);

type Metrics = PaymentMetricsResponse['data'];

/** 'Tableau de bord': totals, the monthly revenue (and the top 5 companies for the operator), as charts and tables. */
export function PaymentsDashboard({ isOperator }: { isOperator: boolean }) {
  const metrics = usePaymentMetrics();
  useEffect(() => {
    if (metrics.error) {
      notify('error', MESSAGES.payments.metricsLoadError);
    }
  }, [metrics.error]);
  if (metrics.isPending) {
    return <Loader aria-label={MESSAGES.common.loading} />;
  }
  if (metrics.error) {
    return <Alert color="red">{MESSAGES.payments.metricsLoadError}</Alert>;
  }
  const data = metrics.data.data;
  return (
    <>
      <Stats stats={data.stats} />
      <Suspense fallback={<Loader aria-label={MESSAGES.common.loading} />}>
        <RevenueCharts monthly={data.monthly_revenue} topCompanies={isOperator ? data.top_companies : []} />
      </Suspense>
      <RevenueTables data={data} isOperator={isOperator} />
    </>
  );
}

function Stats({ stats }: { stats: Metrics['stats'] }) {
  const cards = [
    ['Total facturé', euros(stats.total_amount)],
    ['Payé', euros(stats.paid_amount)],
    ['En attente', euros(stats.pending_amount)],
    ['Factures', String(stats.total_invoices)],
    ['Facture moyenne', euros(stats.average_invoice)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} mb="md">
      {cards.map(([label, value]) => (
        <Card key={label} withBorder>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="lg">
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The charts' figures as tables: what a screen reader reads. */
function RevenueTables({ data, isOperator }: { data: Metrics; isOperator: boolean }) {
  return (
    <>
      <Title order={2} mt="md" size="h5">
        Chiffre d’affaires mensuel (tableau)
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mois</Table.Th>
            <Table.Th>Chiffre d’affaires TTC</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.monthly_revenue.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Td>{month.month}</Table.Td>
              <Table.Td>{euros(month.total_revenue)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {isOperator && (
        <>
          <Title order={2} mt="md" size="h5">
            Top 5 des sociétés (tableau)
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Société</Table.Th>
                <Table.Th>Chiffre d’affaires TTC</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.top_companies.map((company) => (
                <Table.Tr key={company.company_name}>
                  <Table.Td>{company.company_name}</Table.Td>
                  <Table.Td>{euros(company.total_revenue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </>
  );
}
