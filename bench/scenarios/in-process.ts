import { spawnSync } from 'node:child_process';
import { ROOT } from '../lib/servers.ts';
import { measureGeoAutocomplete } from './geo-autocomplete.ts';
import { measureScheduling } from './scheduling.ts';
import { measureWeekRead, type WeekReadResult } from './week-read.ts';
import { measureTeamDayRead } from './team-day-read.ts';
import { measureCalendarInBrowser } from './calendar-browser.ts';
import { measurePaymentsRead, type PaymentsReadResult } from './payments-read.ts';
import type { StatisticsReadResult } from './statistics-read.ts';
import { measureBillingRead, type BillingReadResult } from './billing-read.ts';

/** The PostgreSQL the week read is also measured on, when one answers (as `make test` finds it). */
const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const postgresAnswers = () =>
  spawnSync(process.execPath, ['bench/lib/pg-available.ts', BENCH_POSTGRES_URL], { cwd: ROOT }).status === 0;

function weekReadRow(result: WeekReadResult): InProcessResult {
  return {
    name: `week-read (${result.engine})`,
    description: `findAgentWeek, ${result.agents} agents, ${result.sessions} sessions, ${result.reads} reads`,
    median: `${result.medianMs} ms`,
    tail: `p95 ${result.p95Ms} ms`,
    goal: 'median < 10 ms on PostgreSQL',
    note: `one prepared statement per read, whatever the week holds (up to ${result.missionsPerWeek} missions)`,
  };
}

function paymentsReadRow(result: PaymentsReadResult): InProcessResult {
  return {
    name: `payments-read (${result.engine})`,
    description: `Paiements, ${result.agents} agents, ${result.sessions} sessions, ${result.confirmations} link confirmations, ${result.invoices} monthly invoices: invoices / metrics (company) / metrics (operator) / generate-all on an issued month`,
    median: `${result.invoicesMedianMs} / ${result.metricsMedianMs} / ${result.operatorMetricsMedianMs} / ${result.generateAgainMedianMs} ms`,
    tail: `issuing one month: ${result.issueMonthMs} ms`,
    goal: 'median < 100 ms each',
    note: `${result.reads} calls each`,
  };
}

/** Statistiques and Analytics Avancé (issue 23): one row per call and engine. */
export function statisticsRows(result: StatisticsReadResult): InProcessResult[] {
  return result.calls.map((call) => ({
    name: `${call.name.replace('POST /', '')} (${result.engine})`,
    description: `${call.name}, ${result.agents} agents, ${result.sessions} sessions, 50000 booking links, ${result.reads} reads`,
    median: `${call.medianMs} ms`,
    tail: `p95 ${call.p95Ms} ms`,
    goal: 'median < 100 ms',
    note: call.note,
  }));
}

function billingReadRow(result: BillingReadResult): InProcessResult {
  const slowest = Math.max(...result.calls.map((call) => call.medianMs));
  return {
    name: `billing (${result.engine})`,
    description: `the 'Facturation' calls with their answers' schema and JSON, ${result.agents} agents, ${result.sessions} sessions, ${result.monthRdvs} appointments this month, ${result.reads} reads each`,
    median: result.calls.map((call) => `${call.call} ${call.medianMs}`).join(' / ') + ' ms',
    tail: result.calls.map((call) => `${call.p95Ms}`).join(' / ') + ' ms (p95)',
    goal: `median < 100 ms each (slowest ${slowest} ms)`,
    note: `first read closed the past months in ${result.firstCloseMs} ms; week read ${result.weekReadMedianMs} ms in the same run`,
  };
}

/** Measures taken inside one process (no HTTP), reported in their own table. */
export interface InProcessResult {
  name: string;
  description: string;
  median: string;
  tail: string;
  goal: string;
  note: string;
}

export interface InProcessScenario {
  name: string;
  run: () => Promise<InProcessResult>;
}

export const IN_PROCESS_SCENARIOS: readonly InProcessScenario[] = [
  {
    name: 'geo-autocomplete',
    run: async () => {
      const result = await measureGeoAutocomplete(2_000);
      return {
        name: 'geo-autocomplete',
        description: `offline address index, ${result.queries} queries`,
        median: `${result.medianMicros} µs`,
        tail: `p95 ${result.p95Micros} µs`,
        goal: 'median < 5 ms server-side',
        note: `index built once in ${result.buildMs} ms`,
      };
    },
  },
  {
    name: 'week-read-pglite',
    run: async () => weekReadRow(await measureWeekRead(1_000, '')),
  },
  {
    name: 'week-read-postgres',
    run: async () =>
      postgresAnswers()
        ? weekReadRow(await measureWeekRead(1_000, BENCH_POSTGRES_URL))
        : {
            name: 'week-read (postgres)',
            description: `no PostgreSQL at ${BENCH_POSTGRES_URL.replace(/\/\/[^@]*@/, '//')}`,
            median: '—',
            tail: '—',
            goal: 'median < 10 ms on PostgreSQL',
            note: 'not measured',
          },
  },
  {
    name: 'scheduling',
    run: () => {
      const result = measureScheduling();
      return Promise.resolve({
        name: 'scheduling',
        description: `proposeSlots (3 proposals), ${result.agents} agents, ${result.workingDays} working days, ${result.sessions} sessions, ${result.engineRuns} clients`,
        median: `${result.engineMedianMs} ms`,
        tail: `p95 ${result.engineP95Ms} ms`,
        goal: 'median < 20 ms and ≥ 20× faster than brute force',
        note: `brute force median ${result.bruteForceMedianMs} ms over ${result.bruteForceRuns} clients (ratio ${result.ratio}×, same costs ${result.sameCosts}/${result.bruteForceRuns}); team of 3: median ${result.teamMedianMs} ms`,
      });
    },
  },
  {
    name: 'team-day-read-postgres',
    run: async () => {
      if (!postgresAnswers()) {
        return {
          name: 'team-day-read (postgres)',
          description: 'no PostgreSQL',
          median: '—',
          tail: '—',
          goal: '',
          note: 'not measured',
        };
      }
      const result = await measureTeamDayRead(300, BENCH_POSTGRES_URL);
      return {
        name: `team-day-read (${result.engine})`,
        description: `findTeamDay, ${result.agents} agents, ${result.sessions} sessions, ${result.reads} days read`,
        median: `${result.medianMs} ms`,
        tail: `p95 ${result.p95Ms} ms`,
        goal: 'one statement per day read',
        note: `up to ${result.sessionsPerDay} sessions a day`,
      };
    },
  },
  {
    name: 'payments-read-pglite',
    run: async () => paymentsReadRow(await measurePaymentsRead(200, '')),
  },
  {
    name: 'payments-read-postgres',
    run: async () =>
      postgresAnswers()
        ? paymentsReadRow(await measurePaymentsRead(200, BENCH_POSTGRES_URL))
        : {
            name: 'payments-read (postgres)',
            description: 'no PostgreSQL',
            median: '—',
            tail: '—',
            goal: 'median < 100 ms each',
            note: 'not measured',
          },
  },
  {
    name: 'billing-read-pglite',
    run: async () => billingReadRow(await measureBillingRead(30, '')),
  },
  {
    name: 'billing-read-postgres',
    run: async () =>
      postgresAnswers()
        ? billingReadRow(await measureBillingRead(30, BENCH_POSTGRES_URL))
        : {
            name: 'billing (postgres)',
            description: 'no PostgreSQL',
            median: '—',
            tail: '—',
            goal: 'median < 100 ms each',
            note: 'not measured',
          },
  },
  {
    name: 'calendar-browser',
    run: async () => {
      const result = await measureCalendarInBrowser();
      return {
        name: 'calendar-browser',
        description: `agent week in Chromium with ${result.sessionsShown} sessions: a drag step / a double-click to the mission popup shown (performance API)`,
        median: `${result.dragStepMedianMs} ms / ${result.popupMedianMs} ms`,
        tail: `max ${result.dragStepMaxMs} ms / ${result.popupMaxMs} ms`,
        goal: '< 100 ms each',
        note: 'drag step / popup opening',
      };
    },
  },
];
