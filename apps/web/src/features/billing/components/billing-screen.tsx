import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  addMonths,
  compareMonths,
  frenchMonthName,
  monthLabel,
  type BillingMonth,
  type BillingMonthKey,
  type BillingPeriod,
} from '@tourneo/domain';
import { downloadFile } from '../../../lib/download-file.ts';
import { notify } from '../../../lib/notify.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { useCurrentBillingMonth } from '../api/get-current-billing-month.ts';
import { getBillingMonthQueryOptions, useBillingMonth } from '../api/get-billing-month.ts';
import { monthKeyOf, useMonthParam } from '../use-month-param.ts';
import { BillingMetricsPanel } from './billing-metrics.tsx';
import { MonthSummary } from './month-summary.tsx';
import { PeriodsHistory } from './periods-history.tsx';
import { RdvDetailsModal } from './rdv-details-modal.tsx';
import { RdvTable } from './rdv-table.tsx';

const m = MESSAGES.billing;

function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label="Chargement..." />
    </Center>
  );
}

function LoadError({ error }: { error: Error }) {
  return (
    <Alert color="red" role="alert">
      {error.message || m.loadError}
    </Alert>
  );
}

/** The month's CSV (UTF-8 with BOM, ';'): its writer is loaded on the first export only. */
async function exportMonth(month: BillingMonth) {
  const { billingMonthCsv, billingCsvFileName } = await import('../month-csv.ts');
  downloadFile(
    new Blob([billingMonthCsv(month)], { type: 'text/csv;charset=utf-8' }),
    billingCsvFileName(month),
  );
}

/**
 * 'Facturation' (spec 2 "Billing", issue 22): the month in progress at a glance, the table of the
 * month shown (in progress, or a closed one from the history, in the URL) with its detail popup and
 * CSV export, the history of closed months and six months of revenue.
 */
export function BillingScreen() {
  const queryClient = useQueryClient();
  const [chosenKey, chooseMonth] = useMonthParam();
  const current = useCurrentBillingMonth();
  const chosen = useBillingMonth(chosenKey);
  const shown = chosenKey ? chosen : current;
  const month = shown.data?.data;
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const focus = useReturnFocus();
  const details = detailsId === null ? undefined : month?.rdv_list.find((rdv) => rdv.id === detailsId);

  const openPeriod = async (period: BillingPeriod) => {
    try {
      await queryClient.fetchQuery(getBillingMonthQueryOptions(period));
      chooseMonth(period.period);
      notify('success', m.monthLoaded);
    } catch (error) {
      notify('error', (error as Error).message || m.loadError);
    }
  };
  const currentKey = current.data ? monthKeyOf(current.data.data.month) : null;
  const shownKey = chosenKey ?? currentKey;
  const monthName = shownKey ? frenchMonthName(shownKey) : '';
  /** Another month in the table: none in the URL for the month in progress. */
  const goTo = (key: BillingMonthKey) =>
    chooseMonth(currentKey && compareMonths(key, currentKey) === 0 ? null : monthLabel(key));

  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        Facturation
      </Title>

      <section aria-label="Mois en cours">
        {current.isPending ? (
          <Loading />
        ) : current.error ? (
          <LoadError error={current.error} />
        ) : (
          <MonthSummary month={current.data.data} />
        )}
      </section>

      <Stack component="section" aria-labelledby="billing-month-title" gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="billing-month-title">
            {monthName ? `Rendez-vous de ${monthName}` : 'Rendez-vous du mois'}
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={!shownKey}
              onClick={() => shownKey && goTo(addMonths(shownKey, -1))}
            >
              Mois précédent
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!shownKey}
              onClick={() => shownKey && goTo(addMonths(shownKey, 1))}
            >
              Mois suivant
            </Button>
            {chosenKey && (
              <Button variant="default" size="xs" onClick={() => chooseMonth(null)}>
                Revenir au mois en cours
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              disabled={!month || month.rdv_list.length === 0}
              onClick={() => month && void exportMonth(month)}
            >
              Exporter en CSV
            </Button>
          </Group>
        </Group>
        {chosenKey && month && <MonthSummary month={month} headingLevel={3} />}
        {shown.isPending ? (
          <Loading />
        ) : shown.error ? (
          <LoadError error={shown.error} />
        ) : month && month.rdv_list.length > 0 ? (
          <RdvTable
            rdvs={month.rdv_list}
            caption={`Rendez-vous de ${monthName}`}
            onDetails={(rdv) => {
              focus.remember();
              setDetailsId(rdv.id);
            }}
          />
        ) : (
          <Text py="lg" ta="center">
            {m.rdvEmpty}
          </Text>
        )}
      </Stack>

      <Stack component="section" aria-labelledby="billing-history-title" gap="sm">
        <Title order={2} size="h3" id="billing-history-title">
          Historique des périodes
        </Title>
        <PeriodsHistory
          selected={chosenKey ? (month?.month ?? null) : null}
          onOpen={(period) => void openPeriod(period)}
        />
      </Stack>

      <Stack component="section" aria-labelledby="billing-metrics-title" gap="sm">
        <Title order={2} size="h3" id="billing-metrics-title">
          Suivi des paiements (6 mois)
        </Title>
        <BillingMetricsPanel />
      </Stack>

      {details && (
        <RdvDetailsModal
          rdv={details}
          onClose={() => {
            focus.restore();
            setDetailsId(null);
          }}
        />
      )}
    </Stack>
  );
}
