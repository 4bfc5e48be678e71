/**
 * Analytics Avancé's use cases (issue 23; the spec names the page only): occupancy by weekday and
 * hour, utilisation and travel per agent, the booking link's funnel per channel, and the changes
 * (cancellations, reschedules, declines). Each is aggregates of the database, shaped here.
 */
import {
  FUNNEL_CHANNELS,
  WORKING_DAY_MINUTES,
  WORKING_HOURS,
  percentOf,
  roundTenth,
  type AnalyticsFilters,
  type ChangesResponse,
  type FunnelResponse,
  type OccupancyResponse,
  type UtilisationResponse,
} from '@tourneo/domain';
import { SLOT_MINUTES } from '@tourneo/domain';
import { countWorkingWeekdays } from '@tourneo/domain/analytics/working-days';
import type { Executor } from '../../db/client.ts';
import * as repository from './analytics.repository.ts';

export { filtersAreOwn } from './analytics.repository.ts';

interface AnalyticsScope {
  db: Executor;
  companyId: number;
  filters: AnalyticsFilters;
}

export async function getOccupancy({ db, companyId, filters }: AnalyticsScope): Promise<OccupancyResponse> {
  const [rows, [agents]] = await Promise.all([
    repository.countBookedSlotsByHour(db, companyId, filters),
    repository.countAgents(db, companyId, filters.agentId),
  ]);
  const agentCount = agents?.count ?? 0;
  const weekdays = countWorkingWeekdays(filters.from, filters.to);
  const booked = new Map(rows.map((row) => [`${row.weekday}|${row.hour}`, row.slots * SLOT_MINUTES]));
  const cells = weekdays.flatMap((days, index) =>
    WORKING_HOURS.map((hour) => {
      const bookedMinutes = booked.get(`${index + 1}|${hour}`) ?? 0;
      const capacityMinutes = days * agentCount * 60;
      return {
        weekday: index + 1,
        hour,
        bookedMinutes,
        capacityMinutes,
        occupancy: percentOf(bookedMinutes, capacityMinutes),
      };
    }),
  );
  return { success: true, data: { agents: agentCount, cells } };
}

export async function getUtilisation({
  db,
  companyId,
  filters,
}: AnalyticsScope): Promise<UtilisationResponse> {
  const rows = await repository.sumAgentTime(db, companyId, filters);
  const workingDays = countWorkingWeekdays(filters.from, filters.to).reduce((sum, days) => sum + days, 0);
  const workingMinutes = workingDays * WORKING_DAY_MINUTES;
  return {
    success: true,
    data: {
      workingDays,
      agents: rows.map((row) => ({
        agentId: row.agent_id,
        name: row.name,
        workingMinutes,
        bookedMinutes: row.booked_minutes,
        travelMinutes: row.travel_minutes,
        utilisation: percentOf(row.booked_minutes, workingMinutes),
        travelShare: percentOf(row.travel_minutes, workingMinutes),
      })),
    },
  };
}

export async function getFunnel({ db, companyId, filters }: AnalyticsScope): Promise<FunnelResponse> {
  const rows = await repository.countFunnel(db, companyId, filters);
  return {
    success: true,
    data: {
      channels: FUNNEL_CHANNELS.map((channel) => {
        const row = rows.find((candidate) => candidate.channel === channel);
        return {
          channel,
          sent: row?.sent ?? 0,
          opened: row?.opened ?? 0,
          chosen: row?.chosen ?? 0,
          confirmed: row?.confirmed ?? 0,
          done: row?.done ?? 0,
          medianHoursToBooking:
            row?.median_hours === null || row?.median_hours === undefined
              ? null
              : roundTenth(row.median_hours),
        };
      }),
    },
  };
}

export async function getChanges({ db, companyId, filters }: AnalyticsScope): Promise<ChangesResponse> {
  const rows = await repository.countChangesByMonth(db, companyId, filters);
  const months = [...new Set(rows.map((row) => row.month))].sort();
  const count = (month: string, kind: string) =>
    rows.filter((row) => row.month === month && row.kind === kind).reduce((sum, row) => sum + row.count, 0);
  return {
    success: true,
    data: {
      months: months.map((month) => ({
        month,
        cancelledByClient: count(month, 'cancelled'),
        cancelledByCompany: count(month, 'company_cancelled'),
        rescheduled: count(month, 'rescheduled'),
        declined: count(month, 'declined'),
      })),
    },
  };
}
