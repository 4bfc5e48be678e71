import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { SLOTS_PER_DAY } from '../time-slots/constants.ts';
import { LAST_START_SLOT, FIRST_END_SLOT, FIRST_START_SLOT } from '../time-slots/slots.ts';
import { isIsoDate } from '../time-slots/week.ts';
import { blankToUndefined, idOf, requiredTrimmedText, text, trimmed } from '../common/fields.ts';
import { missionNewClientSchema } from './mission-client.ts';
import { DEFAULT_SESSION_TYPE, SESSION_AGENT_ROLES, SESSION_STATUSES } from './team.ts';
import { reopenReasonError } from '../lifecycle/reopen.ts';

const m = MESSAGES.missions;
const mc = MESSAGES.missionClient;

export const MISSION_CLIENT_NAME_MAX = 200;
export const MISSION_ADDRESS_MAX = 300;
export const MISSION_EMAIL_MAX = 254;
export const MISSION_COMMENTS_MAX = 5000;
export const MISSION_SHORT_TEXT_MAX = 100;
/** At most this many sessions per mission and agents per session (a mission is not a season). */
export const SESSIONS_PER_MISSION_MAX = 60;
export const AGENTS_PER_SESSION_MAX = 20;
/** `currentWeek` runs ten years either way. */
export const WEEK_OFFSET_MAX = 520;

const requiredClientText = (max: number) =>
  requiredTrimmedText(m.clientNameAndAddressRequired, max, m.tooLong);
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, text(m.tooLong).max(max, m.tooLong).optional());
/** Optional, and `null` or blank clears it. */
const clearableText = (max: number) =>
  z.preprocess(
    (value) => (value === null ? null : (blankToUndefined(value) ?? null)),
    text(m.tooLong).max(max, m.tooLong).nullable(),
  );
const optionalEmail = z.preprocess(
  (value) => blankToUndefined(value) ?? null,
  z.email({ error: m.emailInvalid }).max(MISSION_EMAIL_MAX, m.emailInvalid).nullable(),
);

/** A 'YYYY-MM-DD' date that exists; a missing or blank one is asked for ('Veuillez sélectionner une date'). */
export const isoDateSchema = z.preprocess(
  trimmed,
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? m.dateRequired : m.dateInvalid),
    })
    .min(1, m.dateRequired)
    .refine(isIsoDate, { error: m.dateInvalid }),
);
export const startSlotSchema = z
  .int({ error: m.startSlotInvalid })
  .min(FIRST_START_SLOT, m.startSlotInvalid)
  .max(LAST_START_SLOT, m.startSlotInvalid);
export const endSlotSchema = z
  .int({ error: m.endSlotInvalid })
  .min(FIRST_END_SLOT, m.endSlotInvalid)
  .max(SLOTS_PER_DAY, m.endSlotInvalid);

const sessionStatusSchema = z.enum(SESSION_STATUSES, { error: m.statusInvalid });
const sessionTypeSchema = z.preprocess(
  trimmed,
  text(m.sessionTypeInvalid).min(1, m.sessionTypeInvalid).max(50, m.sessionTypeInvalid),
);

const endAfterStart = (range: { beginning?: number | undefined; ending?: number | undefined }) =>
  range.beginning === undefined || range.ending === undefined || range.ending > range.beginning;

export const sessionAgentSchema = z.object({
  agent_id: idOf(m.agentRequired),
  role: z.enum(SESSION_AGENT_ROLES, { error: m.roleInvalid }).optional(),
  is_lead: z.boolean({ error: m.oneLeadPerSession }).optional().default(false),
});
export type SessionAgentInput = z.infer<typeof sessionAgentSchema>;

/** One session of a new mission, or one added to a mission. */
export const sessionInputSchema = z
  .object({
    date: isoDateSchema,
    beginning: startSlotSchema,
    ending: endSlotSchema,
    session_type: sessionTypeSchema.optional().default(DEFAULT_SESSION_TYPE),
    session_status: sessionStatusSchema.optional().default('planned'),
    location: optionalText(MISSION_ADDRESS_MAX),
    notes: optionalText(MISSION_COMMENTS_MAX),
    agents: z
      .array(sessionAgentSchema, { error: m.sessionAgentRequired })
      .min(1, m.sessionAgentRequired)
      .max(AGENTS_PER_SESSION_MAX, m.tooManyAgents),
  })
  .refine(endAfterStart, { error: m.endBeforeStart, path: ['ending'] })
  .refine(
    (session) => new Set(session.agents.map((agent) => agent.agent_id)).size === session.agents.length,
    {
      error: m.duplicateAgent,
      path: ['agents'],
    },
  )
  .refine((session) => session.agents.filter((agent) => agent.is_lead).length <= 1, {
    error: m.oneLeadPerSession,
    path: ['agents'],
  });
export type SessionInput = z.infer<typeof sessionInputSchema>;

const sessionsSchema = z
  .array(sessionInputSchema, { error: m.sessionsRequired })
  .min(1, m.sessionsRequired)
  .max(SESSIONS_PER_MISSION_MAX, m.tooManySessions);

/**
 * POST /api/rdv-unified: a simple, multi-agent or multi-session mission. The spec's fields, plus
 * its client in the client file: `client_id`, one of the company's clients, or `new_client`, a
 * client created with the mission (not both). Without either, the client is the free text alone.
 */
export const createMissionSchema = z
  .object({
    client_name: requiredClientText(MISSION_CLIENT_NAME_MAX),
    client_email: optionalEmail.optional(),
    adresse: requiredClientText(MISSION_ADDRESS_MAX),
    appartement: clearableText(MISSION_SHORT_TEXT_MAX).optional(),
    operation_id: idOf(m.operationNotFound).nullish(),
    comments: clearableText(MISSION_COMMENTS_MAX).optional(),
    client_id: idOf(mc.clientNotFound).nullish(),
    new_client: missionNewClientSchema.optional(),
    sessions: sessionsSchema,
  })
  .refine((mission) => mission.client_id === null || mission.client_id === undefined || !mission.new_client, {
    error: mc.clientChoiceConflict,
    path: ['new_client'],
  });
export type CreateMissionInput = z.infer<typeof createMissionSchema>;

/**
 * The calendar's creation popup: a mission whose client is in the client file, chosen there
 * (`client_id`) or created with it (`new_client`), so that its PDF and 'En route' have a phone.
 */
export const createMissionFormSchema = createMissionSchema.refine(
  (mission) =>
    (mission.client_id !== null && mission.client_id !== undefined) || mission.new_client !== undefined,
  { error: mc.clientRequired, path: ['new_client', 'telephone'] },
);

/** The client fields a mission or a session edit may change. */
export const missionClientFields = {
  client_name: requiredClientText(MISSION_CLIENT_NAME_MAX).optional(),
  client_email: optionalEmail.optional(),
  adresse: requiredClientText(MISSION_ADDRESS_MAX).optional(),
  appartement: clearableText(MISSION_SHORT_TEXT_MAX).optional(),
  operation_id: idOf(m.operationNotFound).nullish(),
  comments: clearableText(MISSION_COMMENTS_MAX).optional(),
};

/**
 * The reason of a reopening (issue 39, `checkReopen`): 3 to 500 characters once trimmed, checked
 * by the lifecycle's `reopenReasonError`; the web app's dialog and the server read the same rule.
 */
export const reopenReasonSchema = z
  .string({ error: MESSAGES.reopen.reasonRequired })
  .trim()
  .superRefine((reason, context) => {
    const error = reopenReasonError(reason);
    if (error) {
      context.addIssue({ code: 'custom', message: error });
    }
  });

/** The back office's dialog that asks why a completed session is reopened. */
export const reopenFormSchema = z.object({ reopen_reason: reopenReasonSchema });
export type ReopenForm = z.infer<typeof reopenFormSchema>;

/** The fields of a session an edit may change. */
const sessionFields = {
  beginning: startSlotSchema.optional(),
  ending: endSlotSchema.optional(),
  session_type: sessionTypeSchema.optional(),
  session_status: sessionStatusSchema.optional(),
  /** The agents may start it before its day (the agent app's 'Démarrer', `checkSessionStart`). */
  early_start_allowed: z.boolean({ error: m.earlyStartInvalid }).optional(),
  location: clearableText(MISSION_ADDRESS_MAX).optional(),
  notes: clearableText(MISSION_COMMENTS_MAX).optional(),
  /** Why a completed session leaves `completed` (a reopening): required then, ignored otherwise. */
  reopen_reason: reopenReasonSchema.optional(),
};

/**
 * PUT /api/rdv-unified/{id}: client fields, status, comments; with `apply_to_all_sessions`, the
 * session fields given (hours, status, type, location, notes) go to every session of the mission.
 */
export const updateMissionSchema = z
  .object({
    ...missionClientFields,
    status: z.enum(SESSION_STATUSES, { error: m.statusInvalid }).optional(),
    apply_to_all_sessions: z.boolean({ error: m.statusInvalid }).optional().default(false),
    ...sessionFields,
  })
  .refine(endAfterStart, { error: m.endBeforeStart, path: ['ending'] });
export type UpdateMissionInput = z.infer<typeof updateMissionSchema>;

/** PUT /api/rdv-unified/sessions/{id}: the session's fields, or its mission's client fields. */
export const updateSessionSchema = z
  .object({ date: isoDateSchema.optional(), ...sessionFields, ...missionClientFields })
  .refine(endAfterStart, { error: m.endBeforeStart, path: ['ending'] });
export type UpdateSessionInput = z.infer<typeof updateSessionSchema>;

export const moveSessionSchema = z
  .object({ new_date: isoDateSchema, new_beginning: startSlotSchema, new_ending: endSlotSchema })
  .refine((move) => move.new_ending > move.new_beginning, {
    error: m.endBeforeStart,
    path: ['new_ending'],
  });
export type MoveSessionInput = z.infer<typeof moveSessionSchema>;

/**
 * Hands one agent's place in a session to another; with `new_date`, `new_beginning` and
 * `new_ending` (the three together), the session moves in the same change, as a drop in the team
 * day view does: the new agent needs to be free only at the new hours.
 */
export const switchAgentSchema = z
  .object({
    current_agent_id: idOf(m.agentRequired),
    new_agent_id: idOf(m.agentRequired),
    new_role: z.enum(SESSION_AGENT_ROLES, { error: m.roleInvalid }).optional(),
    new_date: isoDateSchema.optional(),
    new_beginning: startSlotSchema.optional(),
    new_ending: endSlotSchema.optional(),
  })
  .refine(
    (input) =>
      [input.new_date, input.new_beginning, input.new_ending].every((value) => value === undefined) ||
      [input.new_date, input.new_beginning, input.new_ending].every((value) => value !== undefined),
    { error: m.moveIncomplete, path: ['new_date'] },
  )
  .refine((input) => input.new_ending === undefined || input.new_ending > (input.new_beginning ?? -1), {
    error: m.endBeforeStart,
    path: ['new_ending'],
  });
export type SwitchAgentInput = z.infer<typeof switchAgentSchema>;

export const switchLeaderSchema = z.object({ new_leader_agent_id: idOf(m.agentRequired) });

export const addSessionsSchema = z.object({ sessions: sessionsSchema });
export type AddSessionsInput = z.infer<typeof addSessionsSchema>;

/** `?currentWeek=`: the week's offset from this week (0 when absent). */
export const weekRangeQuerySchema = z.object({
  currentWeek: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*-?\d{1,4}\s*$/.test(value) ? Number(value) : value),
      z
        .int({ error: m.weekOffsetInvalid })
        .min(-WEEK_OFFSET_MAX, m.weekOffsetInvalid)
        .max(WEEK_OFFSET_MAX, m.weekOffsetInvalid),
    )
    .optional()
    .default(0),
});

/** POST /api/rdv-unified/team-day: the day whose whole team is shown ('2026-11-23'). */
export const teamDayBodySchema = z.object({ date: isoDateSchema });
export type TeamDayBody = z.infer<typeof teamDayBodySchema>;

export const missionIdParamsSchema = z.object({ id: idOf(m.missingId) });
export const missionIdPathSchema = z.object({ missionId: idOf(m.missingId) });
export const sessionIdParamsSchema = z.object({ id: idOf(m.sessionNotFound) });
export const agentIdParamsSchema = z.object({ agentId: idOf(m.agentNotFound) });
export const sessionAgentParamsSchema = z.object({
  id: idOf(m.sessionNotFound),
  agentId: idOf(m.agentNotFound),
});

/*
 * The bodies as a client sends them: the schemas' outputs, with the fields that have a default
 * left optional (`z.input` would type every preprocessed field as `unknown`).
 */
export type SessionAgentBody = Omit<SessionAgentInput, 'is_lead'> & { is_lead?: boolean | undefined };
export type SessionBody = Omit<SessionInput, 'session_type' | 'session_status' | 'agents'> &
  Partial<Pick<SessionInput, 'session_type' | 'session_status'>> & { agents: SessionAgentBody[] };
export type CreateMissionBody = Omit<CreateMissionInput, 'sessions'> & { sessions: SessionBody[] };
export type UpdateMissionBody = Omit<UpdateMissionInput, 'apply_to_all_sessions'> & {
  apply_to_all_sessions?: boolean | undefined;
};
export type UpdateSessionBody = UpdateSessionInput;
export type MoveSessionBody = MoveSessionInput;
export type SwitchAgentBody = SwitchAgentInput;
export type SwitchLeaderBody = z.infer<typeof switchLeaderSchema>;
export type AddSessionsBody = { sessions: SessionBody[] };
