import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { AGENT_NAME_MAX } from '../agents/schemas.ts';
import { PASSWORD_MAX } from '../common/password-rules.ts';
import { COMPANY_NAME_MAX } from '../auth/schemas.ts';
import { idOf, text, trimmed } from '../common/fields.ts';
import { isIsoDate } from '../time-slots/week.ts';
import { ANSWER_TEXTAREA_MAX } from './report.ts';
import { FIELD_OPTIONS_MAX, FIELD_TEXT_MAX } from '../forms/schemas.ts';

const m = MESSAGES.mobile;

const requiredName = (max: number) =>
  z.preprocess(trimmed, text(m.fillAllFields).min(1, m.fillAllFields).max(max, m.invalidCredentials));

/** The agent app's sign-in: company name, agent name (unique per company) and the agent's password. */
export const agentLoginSchema = z.object({
  company_name: requiredName(COMPANY_NAME_MAX),
  agent_name: requiredName(AGENT_NAME_MAX),
  password: text(m.fillAllFields).min(1, m.fillAllFields).max(PASSWORD_MAX, m.invalidCredentials),
});
export type AgentLoginInput = z.infer<typeof agentLoginSchema>;

export const MOBILE_SCHEDULE_DAYS_DEFAULT = 7;
export const MOBILE_SCHEDULE_DAYS_MAX = 31;

/** The agent's schedule: `days` days from `from` (default: today in Paris, and the week after). */
export const mobileScheduleSchema = z
  .object({
    from: text(m.fromInvalid).refine(isIsoDate, m.fromInvalid).optional(),
    days: z
      .int({ error: m.daysInvalid })
      .min(1, m.daysInvalid)
      .max(MOBILE_SCHEDULE_DAYS_MAX, m.daysInvalid)
      .default(MOBILE_SCHEDULE_DAYS_DEFAULT),
  })
  .nullish()
  .transform((body) => ({ from: body?.from, days: body?.days ?? MOBILE_SCHEDULE_DAYS_DEFAULT }));
export type MobileScheduleInput = z.output<typeof mobileScheduleSchema>;

/** `/mobile/sessions/{id}/...`: one of the agent's sessions. */
export const mobileSessionParamsSchema = z.object({ id: idOf(MESSAGES.missions.sessionNotFound) });

export const ANSWERS_PER_REQUEST_MAX = 200;

/** One answer: a text, a number, a boolean or option values; null clears it. Checked against its question by `checkAnswer`. */
const answerValueSchema = z.union(
  [
    z.string().max(ANSWER_TEXTAREA_MAX, m.expected.textTooLong(ANSWER_TEXTAREA_MAX)),
    z.number().refine(Number.isFinite, m.expected.number),
    z.boolean(),
    z.array(z.string().max(FIELD_TEXT_MAX, m.expected.options)).max(FIELD_OPTIONS_MAX, m.expected.options),
    z.null(),
  ],
  { error: MESSAGES.http[400] },
);

/** Answers to save (each replaces the previous answer to its question). */
export const saveAnswersSchema = z.object({
  answers: z
    .array(z.object({ field_id: idOf(m.fieldIdInvalid), value: answerValueSchema }), {
      error: m.answersRequired,
    })
    .min(1, m.answersRequired)
    .max(ANSWERS_PER_REQUEST_MAX, m.tooManyAnswers),
});
export type SaveAnswersInput = z.infer<typeof saveAnswersSchema>;

export const deletePhotoSchema = z.object({ photo_id: idOf(m.photoNotFound) });

/**
 * POST /mobile/photos/display (spec 2 §7): `imageData` names the photo (its id in the report),
 * `rdvId` its mission and `fieldId` its question (absent or null: a mission photo or the signature).
 */
export const photoDisplaySchema = z.object({
  imageData: idOf(m.imageDataInvalid),
  rdvId: idOf(MESSAGES.missions.notFound),
  fieldId: z.preprocess((value) => (value === '' ? null : value), idOf(m.fieldIdInvalid).nullish()),
});
export type PhotoDisplayInput = z.infer<typeof photoDisplaySchema>;
