import { z } from 'zod';
import { FORM_FIELD_TYPES } from '../forms/schemas.ts';
import { SESSION_AGENT_ROLES, SESSION_STATUSES } from '../missions/team.ts';
import { readResponseSchema, successResponseSchema } from '../common/responses.ts';
import { FILE_MIME_TYPES } from './file-types.ts';

/** The answers of the agent app's calls (`/mobile/*`). Strict, as every answer schema. */

const timestamp = z.union([z.string(), z.date()]);

export const mobileIdentitySchema = z.strictObject({
  agent: z.strictObject({ id: z.number(), name: z.string() }),
  company: z.strictObject({ id: z.number(), name: z.string() }),
});
export type MobileIdentity = z.infer<typeof mobileIdentitySchema>;

/** POST /mobile/login */
export const agentLoginResponseSchema = successResponseSchema(mobileIdentitySchema.shape);
/**
 * GET /mobile/session: who is signed in on this phone, or `signed_in: false` (answered 200: the
 * app's first visit asks it before anyone signed in, and that is no error).
 */
export const agentSessionResponseSchema = z.discriminatedUnion('signed_in', [
  z.strictObject({ signed_in: z.literal(true), ...mobileIdentitySchema.shape }),
  z.strictObject({ signed_in: z.literal(false) }),
]);
export type AgentSessionResponse = z.infer<typeof agentSessionResponseSchema>;

/** POST /agents/revoke-sessions */
export const agentSessionsRevokedResponseSchema = successResponseSchema({ revoked: z.number() });

export const mobileFormFieldSchema = z.strictObject({
  id: z.number(),
  field_type: z.enum(FORM_FIELD_TYPES),
  field_name: z.string(),
  field_label: z.string(),
  field_placeholder: z.string(),
  is_required: z.boolean(),
  options: z.array(z.strictObject({ option_value: z.string(), option_label: z.string() })),
});
export type MobileFormField = z.infer<typeof mobileFormFieldSchema>;

export const answerValueViewSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

/** A photo, file or signature of the report (its bytes: POST /mobile/photos/display). */
export const reportFileSchema = z.strictObject({
  id: z.number(),
  /** The question it answers; null for a mission photo. */
  field_id: z.number().nullable(),
  mime_type: z.enum(FILE_MIME_TYPES),
  size: z.number(),
  created_at: timestamp,
});
export type ReportFile = z.infer<typeof reportFileSchema>;

/** What the agents brought back for a mission: answers by question, photos and files, the client's signature. */
export const missionReportSchema = z.strictObject({
  answers: z.array(
    z.strictObject({
      field_id: z.number(),
      field_type: z.enum(FORM_FIELD_TYPES),
      field_label: z.string(),
      value: answerValueViewSchema,
      updated_at: timestamp,
    }),
  ),
  photos: z.array(reportFileSchema),
  signature: reportFileSchema.nullable(),
});
export type MissionReport = z.infer<typeof missionReportSchema>;

export const mobileTeamMemberSchema = z.strictObject({
  agent_id: z.number(),
  agent_name: z.string(),
  role: z.enum(SESSION_AGENT_ROLES),
  is_lead: z.boolean(),
});

/** One of the agent's sessions, with what the field needs: client, place, team, form and report so far. */
export const mobileSessionSchema = z.strictObject({
  session_id: z.number(),
  mission_id: z.number(),
  date: z.string(),
  beginning: z.number(),
  ending: z.number(),
  session_order: z.number(),
  session_type: z.string(),
  session_status: z.enum(SESSION_STATUSES),
  /** The planner allowed an early start ('Démarrer' before the session's day, `checkSessionStart`). */
  early_start_allowed: z.boolean(),
  started_at: timestamp.nullable(),
  completed_at: timestamp.nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  mission_status: z.enum(SESSION_STATUSES),
  total_sessions: z.number(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  /** From the clients list, when the mission was booked for one of its clients. */
  client_phone: z.string().nullable(),
  adresse: z.string(),
  appartement: z.string().nullable(),
  comments: z.string().nullable(),
  operation: z.strictObject({ id: z.number(), name: z.string() }).nullable(),
  team: z.array(mobileTeamMemberSchema),
  lead_agent: mobileTeamMemberSchema.nullable(),
  form: z
    .strictObject({ id: z.number(), name: z.string(), fields: z.array(mobileFormFieldSchema) })
    .nullable(),
  report: missionReportSchema,
  /** The mission's last change: the app compares it to spot a mission changed while offline. */
  updated_at: timestamp,
});
export type MobileSession = z.infer<typeof mobileSessionSchema>;

/** POST /mobile/schedule */
export const mobileScheduleResponseSchema = readResponseSchema({
  today: z.string(),
  from: z.string(),
  to: z.string(),
  data: z.array(mobileSessionSchema),
});
export type MobileScheduleResponse = z.infer<typeof mobileScheduleResponseSchema>;

/** GET /mobile/sessions/{id} */
export const mobileSessionResponseSchema = readResponseSchema({
  data: mobileSessionSchema,
});

/** Start, answers, photo, signature, completion: the session as it now is. */
export const mobileSessionChangedResponseSchema = successResponseSchema({
  data: mobileSessionSchema,
  /** True when this change cleared the client's signature (the report changed after it was signed). */
  signature_cleared: z.boolean(),
});
export type MobileSessionChangedResponse = z.infer<typeof mobileSessionChangedResponseSchema>;

/** A photo or the signature saved: the file, and the session as it now is. */
export const mobileFileSavedResponseSchema = successResponseSchema({
  file: reportFileSchema,
  data: mobileSessionSchema,
  signature_cleared: z.boolean(),
});

/** 'En route': the client is told, with the estimated arrival (Paris time, "14h25") when known. */
export const enRouteResponseSchema = successResponseSchema({
  estimated_arrival: z.string().nullable(),
});
export type EnRouteResponse = z.infer<typeof enRouteResponseSchema>;
