import { z } from 'zod';
import { BILLING_STATUSES } from '../billing/status.ts';
import { CREATION_TYPES, SESSION_AGENT_ROLES, SESSION_STATUSES } from './team.ts';
import { readResponseSchema, savedResponseSchema, successResponseSchema } from '../common/responses.ts';

/**
 * The answers of the mission calls (`/api/rdv-unified/*`), as the server presents them; the web
 * app takes its types from here. The week read adds names (agents, operation, lead) that a
 * change's answer leaves out, hence the optional fields. Strict, as every answer schema
 * (decision 0012): a field the server adds and this file lacks fails the tests, never vanishes.
 */
export const sessionAgentViewSchema = z.strictObject({
  agent_id: z.number(),
  /** Given by the week read. */
  agent_name: z.string().optional(),
  role: z.enum(SESSION_AGENT_ROLES),
  is_lead: z.boolean(),
});
export type SessionAgentView = z.infer<typeof sessionAgentViewSchema>;

export const sessionViewSchema = z.strictObject({
  session_id: z.number(),
  date: z.string(),
  beginning: z.number(),
  ending: z.number(),
  /** In slots. */
  duration: z.number(),
  session_order: z.number(),
  session_type: z.string(),
  session_status: z.enum(SESSION_STATUSES),
  /** The planner allowed the agents to start it before its day (the agent app's 'Démarrer'). */
  early_start_allowed: z.boolean(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  agents: z.array(sessionAgentViewSchema),
  /** Given by the week read. */
  assigned_agents_count: z.number().optional(),
  lead_agent: sessionAgentViewSchema.nullable().optional(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const missionViewSchema = z.strictObject({
  id: z.number(),
  rdv_id: z.number(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  adresse: z.string(),
  appartement: z.string().nullable(),
  operation_id: z.number().nullable(),
  /** Given by the week read. */
  operation_name: z.string().nullable().optional(),
  comments: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
  mission_type: z.string(),
  is_multi_session: z.boolean(),
  is_multi_agent: z.boolean(),
  total_sessions: z.number(),
  total_agents: z.number(),
  /** In slots. */
  total_duration: z.number(),
  lead_agent_id: z.number().nullable(),
  /** Given by the week read. */
  lead_agent_name: z.string().nullable().optional(),
  creation_type: z.enum(CREATION_TYPES),
  client_id: z.number().nullable(),
  /**
   * Given by the week read: the mission's client was erased (GDPR), so the back office offers no
   * edit action on it (`canChangeAppointmentOf`, issue 39).
   */
  client_erased: z.boolean().optional(),
  /**
   * Its billing (spec 2 §4): a billed or paid appointment is on the company's invoice, so the back
   * office offers neither its deletion nor its cancellation (`canRemoveAppointmentOf`, issue 39).
   */
  billing_status: z.enum(BILLING_STATUSES),
  created_at: z.union([z.string(), z.date()]),
  updated_at: z.union([z.string(), z.date()]),
  sessions: z.array(sessionViewSchema),
});
export type MissionView = z.infer<typeof missionViewSchema>;

/** POST /api/rdv-unified/agent/{agentId}/week-range?currentWeek={offset} */
export const agentWeekResponseSchema = readResponseSchema({
  data: z.array(missionViewSchema),
  week: z.strictObject({
    offset: z.number(),
    start: z.string(),
    end: z.string(),
    days: z.array(z.string()),
  }),
});
export type AgentWeekResponse = z.infer<typeof agentWeekResponseSchema>;

/**
 * POST /api/rdv-unified/team-day: every agent of the company (by name) and every session of the
 * day, grouped by mission as the week read groups them (only the day's sessions, each with its
 * whole team).
 */
export const teamDayResponseSchema = readResponseSchema({
  date: z.string(),
  agents: z.array(z.strictObject({ id: z.number(), name: z.string() })),
  data: z.array(missionViewSchema),
});
export type TeamDayResponse = z.infer<typeof teamDayResponseSchema>;

/** Every change of a mission answers the whole mission. */
export const missionResponseSchema = savedResponseSchema('data', missionViewSchema);
export type MissionResponse = z.infer<typeof missionResponseSchema>;

/** DELETE /api/rdv-unified/sessions/{id}: `rdv_deleted` when it was the mission's last session. */
export const deleteSessionResponseSchema = successResponseSchema({
  data: z.strictObject({ rdv_deleted: z.boolean(), rdv_id: z.number() }),
});
export type DeleteSessionResponse = z.infer<typeof deleteSessionResponseSchema>;

/** DELETE /api/rdv-unified/{id} */
export const deleteMissionResponseSchema = successResponseSchema({
  data: z.strictObject({ rdv_id: z.number() }),
});
export type DeleteMissionResponse = z.infer<typeof deleteMissionResponseSchema>;

/** `event: missions` of GET /api/rdv-unified/events: empty lists mean "anything may have changed". */
export const missionChangeEventSchema = z.strictObject({
  agent_ids: z.array(z.number()),
  dates: z.array(z.string()),
});
export type MissionChangeEvent = z.infer<typeof missionChangeEventSchema>;
