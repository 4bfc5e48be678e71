import { z } from 'zod';
import '../zod-locale.ts';
import { AUTOMATIONS_MESSAGES as M } from '../messages/automations-fr.ts';
import { readResponseSchema, successResponseSchema } from '../common/responses.ts';
import { bookingCompanySchema } from '../booking/responses.ts';
import {
  AUTOMATION_ACTIONS,
  AUTOMATION_LIMITS,
  AUTOMATION_RULES,
  SATISFACTION_SCORE_MAX,
  SATISFACTION_SCORE_MIN,
} from './rules.ts';

const ruleSchema = z.enum(AUTOMATION_RULES, { error: M.ruleInvalid });
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** `POST /automations/update`: a rule switched on or paused, and tuned. */
export const updateAutomationSchema = z.object({
  rule: ruleSchema,
  is_enabled: z.boolean({ error: M.ruleInvalid }).optional(),
  settings: z
    .object({
      max_clients: wholeNumber(
        AUTOMATION_LIMITS.maxClients.min,
        AUTOMATION_LIMITS.maxClients.max,
        M.maxClientsInvalid,
      ).optional(),
      reminder_days: wholeNumber(
        AUTOMATION_LIMITS.days.min,
        AUTOMATION_LIMITS.days.max,
        M.reminderDaysInvalid,
      ).optional(),
      hand_off_days: wholeNumber(
        AUTOMATION_LIMITS.days.min,
        AUTOMATION_LIMITS.days.max,
        M.handOffDaysInvalid,
      ).optional(),
    })
    .optional(),
});
export type UpdateAutomationInput = z.input<typeof updateAutomationSchema>;

/** `POST /automations/log`: a rule's log (every rule's when none is named), newest first. */
export const automationLogSchema = z
  .object({ rule: ruleSchema.optional() })
  .nullish()
  .transform((value) => value ?? {});

/** `POST /automations/express-slot/accept` (public): the offer's id is the only credential. */
export const acceptExpressSlotSchema = z.object({
  offer: z
    .string({ error: M.offerRequired })
    .min(16, M.expressInvalid)
    .max(64, M.expressInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, M.expressInvalid),
});

export const automationRuleSchema = z.strictObject({
  rule: ruleSchema,
  label: z.string(),
  description: z.string(),
  is_enabled: z.boolean(),
  settings: z.strictObject({
    max_clients: z.number().int(),
    reminder_days: z.number().int(),
    hand_off_days: z.number().int(),
  }),
});
export type AutomationRuleState = z.infer<typeof automationRuleSchema>;

export const automationLogEntrySchema = z.strictObject({
  id: z.number().int(),
  rule: ruleSchema,
  action: z.enum(AUTOMATION_ACTIONS),
  label: z.string(),
  detail: z.string(),
  client_name: z.string().nullable(),
  created_at: z.string(),
});
export type AutomationLogEntry = z.infer<typeof automationLogEntrySchema>;

export const automationsResponseSchema = readResponseSchema({ rules: z.array(automationRuleSchema) });
export type AutomationsResponse = z.infer<typeof automationsResponseSchema>;
export const automationSavedResponseSchema = successResponseSchema({ rule: automationRuleSchema });
export const automationLogResponseSchema = readResponseSchema({
  entries: z.array(automationLogEntrySchema),
});
export type AutomationLogResponse = z.infer<typeof automationLogResponseSchema>;

/** The freed slot booked: when it is. */
export const expressAcceptedResponseSchema = successResponseSchema({
  appointment: z.strictObject({ date: z.string(), beginning: z.number().int(), ending: z.number().int() }),
});
export const expressTakenResponseSchema = z.strictObject({
  success: z.literal(false),
  code: z.string(),
  error: z.string(),
  message: z.string(),
});

/** A satisfaction question's id, sent in the client's message: the only credential of its page. */
const surveyIdSchema = z
  .string({ error: M.surveyInvalid })
  .min(16, M.surveyInvalid)
  .max(64, M.surveyInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, M.surveyInvalid);

/** `POST /automations/satisfaction/get` (public): the question's page. */
export const satisfactionSurveySchema = z.object({ survey: surveyIdSchema });

/** `POST /automations/satisfaction/answer` (public): the client's score, recorded once. */
export const answerSatisfactionSchema = z.object({
  survey: surveyIdSchema,
  score: z
    .number({ error: M.scoreInvalid })
    .int(M.scoreInvalid)
    .min(SATISFACTION_SCORE_MIN, M.scoreInvalid)
    .max(SATISFACTION_SCORE_MAX, M.scoreInvalid),
});
export type AnswerSatisfactionInput = z.infer<typeof answerSatisfactionSchema>;

/** The question's page: who asks (brand and contact), about which intervention, the answer once given. */
export const satisfactionSurveyResponseSchema = readResponseSchema({
  survey: z.strictObject({
    company: bookingCompanySchema,
    operation: z.string(),
    /** The intervention's last day, 'YYYY-MM-DD'. */
    date: z.string(),
    /** The score given, null while unanswered. */
    score: z.number().int().nullable(),
  }),
});
export type SatisfactionSurveyResponse = z.infer<typeof satisfactionSurveyResponseSchema>;

export const satisfactionAnsweredResponseSchema = successResponseSchema({ score: z.number().int() });
