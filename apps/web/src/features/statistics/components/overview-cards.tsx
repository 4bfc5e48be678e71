import { Card, SimpleGrid, Text } from '@mantine/core';
import type { CompanyStats, Trend } from '@tourneo/domain';
import { FRENCH_MONTHS } from '@tourneo/domain';
import { formatNumber, formatPercent, formatTrend } from '../../../lib/chart-format.ts';

function TrendLine({
  trend,
  against,
  inPoints = false,
}: {
  trend: Trend;
  against: string;
  inPoints?: boolean;
}) {
  const direction = trend.change === null || trend.change === 0 ? '→' : trend.change > 0 ? '↗' : '↘';
  return (
    <Text size="sm" c="dimmed">
      <span aria-hidden="true">{direction} </span>
      {formatTrend(trend.change, inPoints)} par rapport à {against}
    </Text>
  );
}

/** The four overview cards, each against the previous period (computed, never fixed texts). */
export function OverviewCards({ data }: { data: CompanyStats }) {
  const { globalStats: stats, year } = data;
  const monthIndex = Number(data.month.slice(5)) - 1;
  const previousMonthName = FRENCH_MONTHS[(monthIndex + 11) % 12]!;
  const cards = [
    {
      label: `Rendez-vous en ${year}`,
      value: formatNumber(stats.totalRdv),
      trend: <TrendLine trend={stats.trends.totalRdv} against={String(year - 1)} />,
    },
    {
      label: `Rendez-vous en ${FRENCH_MONTHS[monthIndex]}`,
      value: formatNumber(stats.monthlyRdv),
      trend: <TrendLine trend={stats.trends.monthlyRdv} against={previousMonthName} />,
    },
    {
      label: 'Taux de réalisation',
      value: formatPercent(stats.completionRate),
      trend: <TrendLine trend={stats.trends.completionRate} against={String(year - 1)} inPoints />,
    },
    {
      label: 'Clients',
      value: formatNumber(stats.totalClients),
      trend: <TrendLine trend={stats.trends.totalClients} against={`fin ${year - 1}`} />,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {cards.map((card) => (
        <Card key={card.label} withBorder component="li">
          <Text size="sm">{card.label}</Text>
          <Text fz={28} fw={700}>
            {card.value}
          </Text>
          {card.trend}
        </Card>
      ))}
    </SimpleGrid>
  );
}
