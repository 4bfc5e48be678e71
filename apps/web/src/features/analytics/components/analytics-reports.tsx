import { BarChart } from '@mantine/charts';
import { Stack, Text, Title } from '@mantine/core';
import {
  FRENCH_MONTHS,
  type ChangesResponse,
  type FunnelResponse,
  type UtilisationResponse,
} from '@tourneo/domain';
import { chartSeries, formatNumber, formatPercent } from '../../../lib/chart-format.ts';
import { ReportTable } from './report-table.tsx';

const hours = (minutes: number) => `${formatNumber(Math.round((minutes / 60) * 10) / 10)} h`;
const CHANNEL_LABELS = { email: 'E-mail', sms: 'SMS' } as const;
/** The agents the chart draws (the table lists them all). */
const CHART_AGENTS = 15;

/** 'Utilisation des agents': booked and travel time against working time. */
export function UtilisationReport({
  data,
  fileSuffix,
}: {
  data: UtilisationResponse['data'];
  fileSuffix: string;
}) {
  const sorted = [...data.agents].sort(
    (a, b) => b.utilisation - a.utilisation || a.name.localeCompare(b.name),
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Utilisation des agents
      </Title>
      <Text size="sm" c="dimmed">
        Temps réservé et temps de trajet (temps de l'application de planification, du domicile au premier
        client puis de client en client) rapportés au temps de travail : {formatNumber(data.workingDays)}{' '}
        jours ouvrés de 9 h.
        {sorted.length > CHART_AGENTS ? ` Graphique : les ${CHART_AGENTS} agents les plus occupés.` : ''}
      </Text>
      <BarChart
        h={Math.max(160, Math.min(sorted.length, CHART_AGENTS) * 36 + 60)}
        data={sorted.slice(0, CHART_AGENTS).map((agent) => ({
          agent: agent.name,
          'Temps réservé': agent.utilisation,
          'Temps de trajet': agent.travelShare,
        }))}
        dataKey="agent"
        orientation="vertical"
        series={chartSeries(['Temps réservé', 'Temps de trajet'])}
        withLegend
        xAxisLabel="Part du temps de travail (%)"
        valueFormatter={formatPercent}
        tooltipAnimationDuration={0}
        yAxisProps={{ width: 120 }}
      />
      <ReportTable
        title="Utilisation des agents"
        fileName={`utilisation-agents-${fileSuffix}.csv`}
        columns={[
          'Agent',
          'Temps de travail',
          'Temps réservé',
          'Utilisation',
          'Temps de trajet',
          'Part de trajet',
        ]}
        rows={sorted.map((agent) => [
          agent.name,
          hours(agent.workingMinutes),
          hours(agent.bookedMinutes),
          formatPercent(agent.utilisation),
          hours(agent.travelMinutes),
          formatPercent(agent.travelShare),
        ])}
        maxHeight={360}
      />
    </Stack>
  );
}

const STEPS = [
  ['sent', 'Liens envoyés'],
  ['opened', 'Ouverts'],
  ['chosen', 'Créneau choisi'],
  ['confirmed', 'Confirmés'],
  ['done', 'Réalisés'],
] as const;

/** 'Parcours de réservation': clients at each step of the link, e-mail against SMS. */
export function FunnelReport({ data, fileSuffix }: { data: FunnelResponse['data']; fileSuffix: string }) {
  const channel = (name: 'email' | 'sms') => data.channels.find((row) => row.channel === name)!;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Parcours de réservation par canal
      </Title>
      <Text size="sm" c="dimmed">
        Clients invités sur la période, puis ceux qui ont ouvert le lien, choisi un créneau, confirmé, et dont
        le rendez-vous est réalisé.
      </Text>
      <BarChart
        h={260}
        data={STEPS.map(([key, label]) => ({
          étape: label,
          'E-mail': channel('email')[key],
          SMS: channel('sms')[key],
        }))}
        dataKey="étape"
        series={chartSeries(['E-mail', 'SMS'])}
        withLegend
        xAxisLabel="Étape"
        yAxisLabel="Clients"
        valueFormatter={formatNumber}
        tooltipAnimationDuration={0}
      />
      <ReportTable
        title="Parcours de réservation"
        fileName={`parcours-reservation-${fileSuffix}.csv`}
        columns={[
          'Canal',
          ...STEPS.map(([, label]) => label),
          'Taux de confirmation',
          'Délai médian invitation → réservation',
        ]}
        rows={data.channels.map((row) => [
          CHANNEL_LABELS[row.channel],
          ...STEPS.map(([key]) => formatNumber(row[key])),
          formatPercent(row.sent === 0 ? 0 : (row.confirmed / row.sent) * 100),
          row.medianHoursToBooking === null ? '—' : `${formatNumber(row.medianHoursToBooking)} h`,
        ])}
      />
    </Stack>
  );
}

const CHANGES = [
  ['cancelledByClient', 'Annulés par le client'],
  ['cancelledByCompany', "Annulés par l'entreprise"],
  ['rescheduled', 'Reportés'],
  ['declined', 'Créneaux refusés'],
] as const;

const monthLabel = (month: string) => `${FRENCH_MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

/** 'Annulations, reports et refus' per month. */
export function ChangesReport({ data, fileSuffix }: { data: ChangesResponse['data']; fileSuffix: string }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Annulations, reports et refus
      </Title>
      {data.months.length > 0 && (
        <BarChart
          h={260}
          data={data.months.map((month) => ({
            mois: monthLabel(month.month),
            ...Object.fromEntries(CHANGES.map(([key, label]) => [label, month[key]])),
          }))}
          dataKey="mois"
          type="stacked"
          series={chartSeries(CHANGES.map(([, label]) => label))}
          withLegend
          xAxisLabel="Mois"
          yAxisLabel="Rendez-vous"
          valueFormatter={formatNumber}
          tooltipAnimationDuration={0}
        />
      )}
      <ReportTable
        title="Annulations, reports et refus"
        fileName={`annulations-${fileSuffix}.csv`}
        columns={['Mois', ...CHANGES.map(([, label]) => label)]}
        rows={data.months.map((month) => [
          monthLabel(month.month),
          ...CHANGES.map(([key]) => formatNumber(month[key])),
        ])}
      />
    </Stack>
  );
}
