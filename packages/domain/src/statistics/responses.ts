import { z } from 'zod';
import { readResponseSchema, successResponseSchema } from '../common/responses.ts';

/** The answers of the Statistiques screen (issue 23, spec 2 §3 "Statistics"). */

/** A figure against the same figure of the previous period. `change`: percent, null when the previous was 0. */
export const trendSchema = z.strictObject({ previous: z.number(), change: z.number().nullable() });
export type Trend = z.infer<typeof trendSchema>;

const monthCounts = z.array(z.number()).length(12);

export const companyStatsSchemaData = z.strictObject({
  year: z.number(),
  /** 'YYYY-MM': the month of `monthlyRdv`. */
  month: z.string(),
  globalStats: z.strictObject({
    /** Missions of the year (a mission's date is its first session's). */
    totalRdv: z.number(),
    monthlyRdv: z.number(),
    /** Percent of the year's missions completed, one decimal. */
    completionRate: z.number(),
    /** Clients at the end of the year (or today). */
    totalClients: z.number(),
    /** `totalRdv` against the previous year, `monthlyRdv` the previous month, `completionRate` in points. */
    trends: z.strictObject({
      totalRdv: trendSchema,
      monthlyRdv: trendSchema,
      completionRate: trendSchema,
      totalClients: trendSchema,
    }),
  }),
  /** The year's figures per agent: a mission shared by several agents counts once, split between them. */
  agentStats: z.array(
    z.strictObject({
      agentId: z.number(),
      name: z.string(),
      rdvCount: z.number(),
      completedCount: z.number(),
      completionRate: z.number(),
      trend: trendSchema,
    }),
  ),
  operationStats: z.array(
    z.strictObject({
      operationId: z.number().nullable(),
      name: z.string(),
      rdvCount: z.number(),
      /** Percent of the year's missions. */
      share: z.number(),
      trend: trendSchema,
    }),
  ),
  /** The 12 months: each against the month before. */
  monthlyTrends: z.array(
    z.strictObject({ month: z.string(), label: z.string(), rdvCount: z.number(), trend: trendSchema }),
  ),
  /** The 12 months of the year against the same months of the previous year. */
  yearlyTrends: z.array(
    z.strictObject({
      month: z.string(),
      label: z.string(),
      rdvCount: z.number(),
      completionRate: z.number(),
      previousYearRdvCount: z.number(),
    }),
  ),
  operationYearlyTrends: z.array(
    z.strictObject({ operationId: z.number().nullable(), name: z.string(), monthlyCounts: monthCounts }),
  ),
  agentYearlyPerformance: z.array(
    z.strictObject({
      agentId: z.number(),
      name: z.string(),
      totalRdvYear: z.number(),
      completionRateYear: z.number(),
      monthlyCounts: monthCounts,
      previousYearTotal: z.number(),
    }),
  ),
  /**
   * The satisfaction question's answers of the year (Automatisations avancées, issue 28), by the
   * interventions' days: the average out of 5 (one decimal, null without answers), how many
   * answered, how many gave each score (1 to 5), and the same per agent (the lead of the last session).
   */
  satisfaction: z.strictObject({
    average: z.number().nullable(),
    count: z.number(),
    distribution: z.array(z.strictObject({ score: z.number(), count: z.number() })),
    agents: z.array(
      z.strictObject({ agentId: z.number(), name: z.string(), average: z.number(), count: z.number() }),
    ),
  }),
});
export type CompanyStats = z.infer<typeof companyStatsSchemaData>;

/** POST /statistics/company-stats: `{ success, message: 'Statistiques chargées avec succès', data }`. */
export const companyStatsResponseSchema = successResponseSchema({ data: companyStatsSchemaData });
export type CompanyStatsResponse = z.infer<typeof companyStatsResponseSchema>;

export const travelDetailSchema = z.strictObject({
  date: z.string(),
  /** '9h30'. */
  time: z.string(),
  clientName: z.string(),
  address: z.string(),
  /** Minutes from the agent's previous place that day (home first); null without coordinates. */
  travelTime: z.number().nullable(),
  travelTimeFormatted: z.string(),
});

export const agentTravelDataSchema = z.strictObject({
  agentId: z.number(),
  name: z.string(),
  year: z.number(),
  /** Minutes per appointment, one decimal; null when none could be computed. */
  averageTravelTime: z.number().nullable(),
  validTravelTimes: z.number(),
  /** Percent of the working time (on site + travel) spent on site. */
  travelEfficiency: z.number().nullable(),
  agentAddress: z.string(),
  summary: z.strictObject({ shortestTravel: z.number().nullable(), longestTravel: z.number().nullable() }),
  rdvDetails: z.array(travelDetailSchema),
});
export type AgentTravel = z.infer<typeof agentTravelDataSchema>;

/** POST /statistics/agent-travel. */
export const agentTravelResponseSchema = readResponseSchema({ data: agentTravelDataSchema });
export type AgentTravelResponse = z.infer<typeof agentTravelResponseSchema>;
