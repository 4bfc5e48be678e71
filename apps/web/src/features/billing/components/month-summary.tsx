import { Badge, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  BILLING_STATUS_LABELS,
  CREATION_TYPE_LABELS,
  formatCount,
  frenchMonthName,
  type BillingMonth,
} from '@tourneo/domain';
import { monthKeyOf } from '../use-month-param.ts';
import { Figure, FigureGrid } from './figure.tsx';
import { formatAmount, parisDateTime } from '../format.ts';

const rdvCount = (count: number) => `${formatCount(count)} rendez-vous`;
const DECIMAL = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A month's figures at a glance: counts by creation type and by billing status, revenue, leaders. */
export function MonthSummary({ month, headingLevel = 2 }: { month: BillingMonth; headingLevel?: 2 | 3 }) {
  const key = monthKeyOf(month.month);
  const { statistics: stats } = month;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={headingLevel} size="h3">
          {key ? frenchMonthName(key) : month.month}
        </Title>
        {month.closed_at ? (
          <Badge variant="light" color="gray">
            Clôturé le {parisDateTime(month.closed_at)}
          </Badge>
        ) : (
          <Badge variant="light" color="teal">
            En cours
          </Badge>
        )}
      </Group>
      <FigureGrid
        figures={[
          { label: 'Rendez-vous', value: formatCount(month.rdv_count) },
          {
            label: "Chiffre d'affaires estimé",
            value: formatAmount(stats.total_revenue_estimate),
            hint: 'Hors taxes, aux prix des opérations',
          },
          {
            label: 'Moyenne par jour ouvré',
            value: DECIMAL.format(stats.average_rdv_per_day),
            hint: `Sur ${formatCount(stats.working_days)} jours ouvrés`,
          },
          { label: 'Agent le plus actif', value: stats.most_active_agent ?? '—' },
          { label: 'Opération la plus demandée', value: stats.most_requested_operation ?? '—' },
        ]}
      />
      <SimpleGrid cols={{ base: 1, xs: 3, md: 6 }}>
        <Figure label={CREATION_TYPE_LABELS.automatic} value={rdvCount(month.automatic_rdv_count)} />
        <Figure
          label={CREATION_TYPE_LABELS.semi_automatic}
          value={rdvCount(month.semi_automatic_rdv_count)}
        />
        <Figure label={CREATION_TYPE_LABELS.manual} value={rdvCount(month.manual_rdv_count)} />
        {(['pending', 'billed', 'paid'] as const).map((status) => (
          <Figure
            key={status}
            label={BILLING_STATUS_LABELS[status]}
            value={formatAmount(month.by_status[status].amount)}
            hint={rdvCount(month.by_status[status].count)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
