import { Alert, Button, Center, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { MESSAGES, formatCount, frenchMonthName, type BillingPeriod } from '@tourneo/domain';
import { useBillingPeriods } from '../api/get-billing-periods.ts';
import { formatAmount, parisDateTime } from '../format.ts';

/** 'Historique des périodes': the closed months, each opened in the month's table. */
export function PeriodsHistory({
  selected,
  onOpen,
}: {
  selected: string | null;
  onOpen: (period: BillingPeriod) => void;
}) {
  const periods = useBillingPeriods();
  if (periods.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Chargement..." />
      </Center>
    );
  }
  if (periods.error) {
    return (
      <Alert color="red" role="alert">
        {periods.error.message || MESSAGES.billing.loadError}
      </Alert>
    );
  }
  if (periods.data.data.length === 0) {
    return <Text c="dimmed">{MESSAGES.billing.periodsEmpty}</Text>;
  }
  return (
    <Table withTableBorder striped>
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <Text size="sm" c="dimmed" component="span">
          Mois clôturés : leurs chiffres restent ceux de la clôture, quels que soient les prix depuis.
        </Text>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Période</Table.Th>
          <Table.Th>Rendez-vous</Table.Th>
          <Table.Th>Chiffre d&apos;affaires estimé (HT)</Table.Th>
          <Table.Th>Clôturé le</Table.Th>
          <Table.Th>
            <VisuallyHidden>Action</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {periods.data.data.map((period) => {
          const name = frenchMonthName(period);
          const isShown = selected === period.period;
          return (
            <Table.Tr key={period.period}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{formatCount(period.rdv_count)}</Table.Td>
              <Table.Td>{formatAmount(period.total_revenue_estimate)}</Table.Td>
              <Table.Td>{parisDateTime(period.closed_at)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant={isShown ? 'filled' : 'light'}
                  aria-pressed={isShown}
                  aria-label={`Afficher ${name}`}
                  onClick={() => onOpen(period)}
                >
                  Afficher
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
