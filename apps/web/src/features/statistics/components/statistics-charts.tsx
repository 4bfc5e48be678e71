import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Button, Collapse, Stack } from '@mantine/core';
import type { CompanyStats } from '@tourneo/domain';
import { FRENCH_MONTHS, FRENCH_MONTHS_SHORT } from '@tourneo/domain';
import { ChartFigure } from '../../../components/ui/chart-figure.tsx';
import { MonthlyAppointmentsChart } from './monthly-appointments-chart.tsx';
import { chartColor, formatNumber, formatPercent } from '../../../lib/chart-format.ts';

/** 'Rendez-vous de l'année', collapsible: each month against the same month of the year before. */
export function YearlyAppointmentsChart({ data }: { data: CompanyStats }) {
  const [isOpen, setIsOpen] = useState(true);
  const current = String(data.year);
  const previous = String(data.year - 1);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls="statistics-yearly-chart"
        w="fit-content"
      >
        {isOpen ? 'Masquer le graphique annuel' : 'Afficher le graphique annuel'}
      </Button>
      <Collapse expanded={isOpen} id="statistics-yearly-chart">
        <ChartFigure
          title={`Rendez-vous par mois en ${current} et ${previous}`}
          table={{
            columns: ['Mois', current, previous, 'Taux de réalisation'],
            rows: data.yearlyTrends.map((month) => [
              month.label,
              formatNumber(month.rdvCount),
              formatNumber(month.previousYearRdvCount),
              formatPercent(month.completionRate),
            ]),
          }}
        >
          <MonthlyAppointmentsChart
            height={280}
            series={[
              { name: current, counts: data.yearlyTrends.map((month) => month.rdvCount) },
              { name: previous, counts: data.yearlyTrends.map((month) => month.previousYearRdvCount) },
            ]}
          />
        </ChartFigure>
      </Collapse>
    </Stack>
  );
}

/** 'Répartition mensuelle des opérations': each month's missions by operation, stacked to 100 %. */
export function OperationSharesChart({ data }: { data: CompanyStats }) {
  const operations = data.operationYearlyTrends.filter((operation) =>
    operation.monthlyCounts.some((count) => count > 0),
  );
  const rows = FRENCH_MONTHS_SHORT.map((short, index) => ({
    mois: short,
    ...Object.fromEntries(
      operations.map((operation) => [operation.name, operation.monthlyCounts[index] ?? 0]),
    ),
  }));
  return (
    <ChartFigure
      title={`Répartition mensuelle des opérations en ${data.year}`}
      description="Part de chaque opération dans les rendez-vous du mois."
      table={{
        columns: ['Mois', ...operations.map((operation) => operation.name)],
        rows: FRENCH_MONTHS.map((label, index) => [
          label,
          ...operations.map((operation) => formatNumber(operation.monthlyCounts[index] ?? 0)),
        ]),
      }}
    >
      <BarChart
        h={300}
        data={rows}
        dataKey="mois"
        type="percent"
        series={operations.map((operation, index) => ({ name: operation.name, color: chartColor(index) }))}
        withLegend
        xAxisLabel="Mois"
        yAxisLabel="Part des rendez-vous"
        valueFormatter={formatNumber}
        tooltipAnimationDuration={0}
      />
    </ChartFigure>
  );
}
