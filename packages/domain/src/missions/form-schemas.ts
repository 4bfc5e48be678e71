import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { findSlotRangeError } from '../time-slots/slots.ts';
import { isIsoDate } from '../time-slots/week.ts';
import { findPlanDateError, isoToFrenchDate } from './french-date.ts';
import { missionNewClientSchema } from './mission-client.ts';
import {
  AGENTS_PER_SESSION_MAX,
  SESSIONS_PER_MISSION_MAX,
  createMissionSchema,
  missionClientFields,
  type CreateMissionBody,
  type SessionBody,
} from './schemas.ts';
import { LEADER_ROLE, SESSION_STATUSES, TECHNICIAN_ROLE } from './team.ts';

/*
 * The mission popups' forms (react-hook-form with zodResolver): their values as the fields hold
 * them (days typed dd/MM/yyyy or picked, hours in slots, the team as chosen), checked by the same
 * rules as the calls they make, each message on its field, and given as those calls' bodies.
 */

const m = MESSAGES.missions;

/** A message on the value, that lets the object's own checks run too (one message per field). */
const addIssue = (context: z.RefinementCtx, message: string, path: PropertyKey[] = []) =>
  context.addIssue({ code: 'custom', message, path, continue: true });

/**
 * A day typed dd/MM/yyyy, given 'YYYY-MM-DD': none, the format, a past day (but
 * `unchangedIsoDate`, left as it was) and a weekend are refused with the server's messages.
 */
export const typedPlanDateSchema = (today: string, unchangedIsoDate?: string) =>
  z.string().transform((text, context) => {
    const date = findPlanDateError(text, today, unchangedIsoDate);
    if (date.error !== null) {
      addIssue(context, date.error);
      return z.NEVER;
    }
    return date.isoDate;
  });

/** A day picked in a date field ('YYYY-MM-DD', '' for none): none, a past day, a weekend refused. */
const pickedPlanDateSchema = (today: string) =>
  z.string().superRefine((date, context) => {
    if (!isIsoDate(date)) {
      addIssue(context, date.trim() === '' ? m.dateRequired : m.dateInvalid);
      return;
    }
    const { error } = findPlanDateError(isoToFrenchDate(date), today);
    if (error !== null) {
      addIssue(context, error);
    }
  });

/** A session's hours in slots: the spec's three messages, under the end. */
const slotRangeSchema = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, beginning: z.int(), ending: z.int() }).superRefine((range, context) => {
    const error = findSlotRangeError(range as { beginning: number; ending: number });
    if (error !== null) {
      addIssue(context, error, ['ending']);
    }
  });

/** The address as the address field holds it; its text is the mission's `adresse`. */
const addressFieldSchema = <Adresse extends z.ZodType<string | undefined>>(adresse: Adresse) =>
  z.object({
    adresse,
    postal_code: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  });

/**
 * The mission popup's details (spec 2 §4): the client fields by the session edit's rules, the
 * session's day (a past day left as it was is kept) and hours, whether its agents may start it
 * before its day, and its status (issue 39: a completed one given another is reopened, with a
 * reason asked apart).
 */
export const missionDetailsFormSchema = (today: string, sessionDate: string) => {
  const { adresse, ...clientFields } = missionClientFields;
  return slotRangeSchema({
    ...clientFields,
    address: addressFieldSchema(adresse),
    date: typedPlanDateSchema(today, sessionDate),
    early_start_allowed: z.boolean(),
    session_status: z.enum(SESSION_STATUSES, { error: m.statusInvalid }),
  }).transform(({ address, ...details }) => ({ ...details, adresse: address.adresse }));
};
export type MissionDetailsForm = z.output<ReturnType<typeof missionDetailsFormSchema>>;

/**
 * The sessions added to a mission: at least one ('Veuillez ajouter au moins une session'), each
 * a plannable day, valid hours and an agent; the first agent leads.
 */
export const addSessionsFormSchema = (today: string) =>
  z
    .object({
      sessions: z
        .array(
          slotRangeSchema({
            date: typedPlanDateSchema(today),
            agentIds: z.array(z.int()).min(1, m.sessionAgentRequired),
          }),
        )
        .min(1, m.sessionsRequired)
        .max(SESSIONS_PER_MISSION_MAX, m.tooManySessions),
    })
    .transform(({ sessions }) => ({
      sessions: sessions.map(({ agentIds, ...session }): SessionBody => ({
        ...session,
        agents: agentIds.map((agentId, index) => ({ agent_id: agentId, is_lead: index === 0 })),
      })),
    }));

const creation = createMissionSchema.shape;

/** The creation popup's team: the agents added beside the calendar's, each once. */
const extraAgentsSchema = z
  .array(z.object({ agentId: z.string() }))
  .max(AGENTS_PER_SESSION_MAX - 1, m.tooManyAgents)
  .superRefine((extras, context) => {
    extras.forEach((extra, index) => {
      if (extra.agentId !== '' && extras.findIndex((other) => other.agentId === extra.agentId) < index) {
        addIssue(context, m.duplicateAgent, [index, 'agentId']);
      }
    });
  });

/**
 * The calendar's creation popup (spec 2 §4): the client of the file chosen (`client`), or a new
 * one created with the mission, whose phone and the address's postal code the client file needs;
 * the sessions' days picked (no past day, no weekend) and hours; the calendar's agent (`agentId`)
 * and the agents added, one of them the lead ('Chef d'équipe'), the others 'Technicien'. Given as
 * the body of POST /api/rdv-unified.
 */
export const createMissionFormValuesSchema = ({ today, agentId }: { today: string; agentId: number }) =>
  z
    .object({
      client_name: creation.client_name,
      client: z.object({ id: z.int() }).nullable(),
      telephone: z.string(),
      client_email: creation.client_email,
      address: addressFieldSchema(creation.adresse),
      appartement: creation.appartement,
      operation_id: z.string(),
      comments: creation.comments,
      sessions: z
        .array(slotRangeSchema({ date: pickedPlanDateSchema(today) }))
        .min(1, m.sessionsRequired)
        .max(SESSIONS_PER_MISSION_MAX, m.tooManySessions),
      extraAgents: extraAgentsSchema,
      leadId: z.string(),
    })
    .superRefine(
      (values, context) => {
        if (values.client !== null) {
          return;
        }
        // A new client: its phone under the phone field, the address's postal code under it.
        const { telephone, code_postal } = missionNewClientSchema.shape;
        const phone = telephone.safeParse(values.telephone);
        if (!phone.success) {
          addIssue(context, phone.error.issues[0]!.message, ['telephone']);
        }
        const postalCode = code_postal.safeParse(values.address.postal_code);
        if (!postalCode.success) {
          addIssue(context, postalCode.error.issues[0]!.message, ['address', 'postal_code']);
        }
      },
      // Shown with the other fields' messages, not after them.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((values): CreateMissionBody => {
      const team = [
        agentId,
        ...values.extraAgents.filter((extra) => extra.agentId !== '').map((extra) => Number(extra.agentId)),
      ];
      const leadId = team.includes(Number(values.leadId)) ? Number(values.leadId) : agentId;
      const agents = team.map((id) => ({
        agent_id: id,
        is_lead: id === leadId,
        role: id === leadId ? LEADER_ROLE : TECHNICIAN_ROLE,
      }));
      return {
        client_name: values.client_name,
        client_email: values.client_email,
        adresse: values.address.adresse,
        appartement: values.appartement,
        operation_id: values.operation_id === '' ? null : Number(values.operation_id),
        comments: values.comments,
        ...(values.client
          ? { client_id: values.client.id }
          : {
              new_client: missionNewClientSchema.parse({
                telephone: values.telephone,
                code_postal: values.address.postal_code,
                latitude: values.address.latitude,
                longitude: values.address.longitude,
              }),
            }),
        sessions: values.sessions.map((session) => ({ ...session, agents })),
      };
    });
