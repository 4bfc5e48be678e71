import { z } from 'zod';
import { readResponseSchema } from '../common/responses.ts';

/** The answers of Analytics Avancé (issue 23). Minutes are whole minutes; percents have one decimal. */

/** POST /analytics/occupancy: booked agent time per weekday (1 Monday … 5 Friday) and hour (8 … 16). */
export const occupancyResponseSchema = readResponseSchema({
  data: z.strictObject({
    agents: z.number(),
    cells: z.array(
      z.strictObject({
        weekday: z.number(),
        hour: z.number(),
        bookedMinutes: z.number(),
        capacityMinutes: z.number(),
        occupancy: z.number(),
      }),
    ),
  }),
});
export type OccupancyResponse = z.infer<typeof occupancyResponseSchema>;

/** POST /analytics/utilisation: per agent, booked time against working time, and travel. */
export const utilisationResponseSchema = readResponseSchema({
  data: z.strictObject({
    workingDays: z.number(),
    agents: z.array(
      z.strictObject({
        agentId: z.number(),
        name: z.string(),
        workingMinutes: z.number(),
        bookedMinutes: z.number(),
        travelMinutes: z.number(),
        /** Booked ÷ working time. */
        utilisation: z.number(),
        /** Travel ÷ working time. */
        travelShare: z.number(),
      }),
    ),
  }),
});
export type UtilisationResponse = z.infer<typeof utilisationResponseSchema>;

export const FUNNEL_CHANNELS = ['email', 'sms'] as const;
export type FunnelChannel = (typeof FUNNEL_CHANNELS)[number];

/** POST /analytics/funnel: clients at each step of the booking link, per channel. */
export const funnelResponseSchema = readResponseSchema({
  data: z.strictObject({
    channels: z.array(
      z.strictObject({
        channel: z.enum(FUNNEL_CHANNELS),
        sent: z.number(),
        opened: z.number(),
        chosen: z.number(),
        confirmed: z.number(),
        done: z.number(),
        /** Median hours from the invitation sent to the booking confirmed; null without one. */
        medianHoursToBooking: z.number().nullable(),
      }),
    ),
  }),
});
export type FunnelResponse = z.infer<typeof funnelResponseSchema>;

/** POST /analytics/changes: cancellations, reschedules and declines per month. */
export const changesResponseSchema = readResponseSchema({
  data: z.strictObject({
    months: z.array(
      z.strictObject({
        month: z.string(),
        cancelledByClient: z.number(),
        cancelledByCompany: z.number(),
        rescheduled: z.number(),
        declined: z.number(),
      }),
    ),
  }),
});
export type ChangesResponse = z.infer<typeof changesResponseSchema>;
