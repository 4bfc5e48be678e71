import { BarChart } from '@mantine/charts';
import { FRENCH_MONTHS_SHORT } from '@tourneo/domain';
import { chartColor, formatNumber } from '../../../lib/chart-format.ts';

/**
 * Appointments month by month, one bar a series (each with its 12 counts, January first), in the
 * palette's order: the yearly chart and an agent's yearly performance.
 */
export function MonthlyAppointmentsChart({
  series,
  height,
}: {
  series: readonly { name: string; counts: readonly number[] }[];
  height: number;
}) {
  const data = FRENCH_MONTHS_SHORT.map((short, index) => ({
    mois: short,
    ...Object.fromEntries(series.map((one) => [one.name, one.counts[index] ?? 0])),
  }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="mois"
      series={series.map((one, index) => ({ name: one.name, color: chartColor(index) }))}
      withLegend={series.length > 1}
      xAxisLabel="Mois"
      yAxisLabel="Rendez-vous"
      valueFormatter={formatNumber}
      tooltipAnimationDuration={0}
    />
  );
}
