import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { PaymentMetricsResponse } from '@tourneo/domain';
import { euros } from './money.ts';

type Metrics = PaymentMetricsResponse['data'];

/** The dashboard's charts (their own chunk, with the chart library): monthly revenue, top 5 companies. */
export function RevenueCharts({
  monthly,
  topCompanies,
}: {
  monthly: Metrics['monthly_revenue'];
  topCompanies: Metrics['top_companies'];
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: topCompanies.length > 0 ? 2 : 1 }}>
      <Stack gap="xs" data-testid="monthly-revenue-chart">
        <Title order={2} size="h5">
          Chiffre d’affaires mensuel
        </Title>
        <BarChart
          h={260}
          data={monthly}
          dataKey="month"
          series={[{ name: 'total_revenue', label: 'Chiffre d’affaires TTC', color: 'blue.6' }]}
          valueFormatter={euros}
        />
      </Stack>
      {topCompanies.length > 0 && (
        <Stack gap="xs" data-testid="top-companies-chart">
          <Title order={2} size="h5">
            Top 5 des sociétés
          </Title>
          <BarChart
            h={260}
            data={topCompanies}
            dataKey="company_name"
            orientation="vertical"
            series={[{ name: 'total_revenue', label: 'Chiffre d’affaires TTC', color: 'teal.6' }]}
            valueFormatter={euros}
          />
        </Stack>
      )}
    </SimpleGrid>
  );
}
