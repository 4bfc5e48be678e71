import { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { DURATION_MAX_SLOTS, DURATION_MIN_SLOTS } from './duration.ts';
import { findSmsMessageError } from './sms.ts';
import {
  DEFAULT_EMAIL_TEXTS,
  EDITABLE_EMAIL_KINDS,
  findEmailTextsIssue,
  type EditableEmailKind,
  type EmailTexts,
} from '../messaging/email-texts.ts';
import {
  LOAD_PERCENTAGE_DEFAULT,
  LOAD_PERCENTAGE_MAX,
  LOAD_PERCENTAGE_MIN,
  MIN_TEAM_SIZE_MAX,
  MIN_TEAM_SIZE_MIN,
  SPECIAL_REQUIREMENTS_MAX_LENGTH,
  TEAM_AGENTS_MAX,
  TEAM_AGENTS_MIN,
  TEAM_REQUIREMENTS_MAX,
} from './team.ts';
import { operationPriceSchema } from '../billing/schemas.ts';
import { idOf, idSchema, optionalTrimmedText, requiredTrimmedText, text } from '../common/fields.ts';

export const OPERATION_NAME_MAX = 100;

const m = MESSAGES.operations;

const boundedInt = (low: number, high: number, message: string) =>
  z.int({ error: message }).min(low, message).max(high, message);

/** One line of a multi-agent operation's team: how many agents of which qualification. */
export const teamRequirementSchema = z
  .object({
    role_id: idOf(m.teamRoleRequired),
    min_agents: boundedInt(TEAM_AGENTS_MIN, TEAM_AGENTS_MAX, m.teamMinInvalid),
    max_agents: boundedInt(TEAM_AGENTS_MIN, TEAM_AGENTS_MAX, m.teamMaxInvalid),
    is_required: z.boolean({ error: m.teamRequiredInvalid }).default(true),
    load_percentage: boundedInt(LOAD_PERCENTAGE_MIN, LOAD_PERCENTAGE_MAX, m.loadPercentageInvalid).default(
      LOAD_PERCENTAGE_DEFAULT,
    ),
    priority_order: z
      .int({ error: m.priorityInvalid })
      .min(1, m.priorityInvalid)
      .max(1000, m.priorityInvalid)
      .optional(),
    special_requirements: optionalTrimmedText(SPECIAL_REQUIREMENTS_MAX_LENGTH, m.specialRequirementsTooLong),
  })
  .refine((requirement) => requirement.max_agents >= requirement.min_agents, {
    error: m.teamMaxInvalid,
    path: ['max_agents'],
  });
export type TeamRequirementInput = z.infer<typeof teamRequirementSchema>;

/** An SMS template, checked by the spec's three rules. */
export const smsMessageSchema = text(m.smsEmpty).superRefine((message, context) => {
  const error = findSmsMessageError(message);
  if (error) {
    context.addIssue({ code: 'custom', message: error });
  }
});

/** The SMS editor: the operation's message, checked by the spec's three rules. */
export const smsMessageFormSchema = z.object({ sms_message: smsMessageSchema });

const emailTextsOf = (kind: EditableEmailKind) =>
  z
    .object({ subject: text(m.emailSubjectEmpty), body: text(m.emailBodyEmpty) })
    .superRefine((texts, context) => {
      const issue = findEmailTextsIssue(kind, texts);
      if (issue) {
        context.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
      }
    });

/** A text equal to the default is saved as null, so the operation follows the defaults. */
const savedEmailText = (kind: EditableEmailKind, field: keyof EmailTexts, value: string) =>
  value.trim() === DEFAULT_EMAIL_TEXTS[kind][field].trim() ? null : value;

/**
 * The e-mails editor: the invitation's and the confirmation's subject and body, each e-mail checked
 * by the e-mail rules (its first fault, on its field), given as the update call's four fields.
 */
export const emailTextsFormSchema = z
  .object({ invitation: emailTextsOf('invitation'), confirmation: emailTextsOf('confirmation') })
  .transform((texts) => ({
    email_invitation_subject: savedEmailText('invitation', 'subject', texts.invitation.subject),
    email_invitation_body: savedEmailText('invitation', 'body', texts.invitation.body),
    email_confirmation_subject: savedEmailText('confirmation', 'subject', texts.confirmation.subject),
    email_confirmation_body: savedEmailText('confirmation', 'body', texts.confirmation.body),
  }));
export type EmailTextsForm = z.input<typeof emailTextsFormSchema>;
export type EmailTextsPayload = z.output<typeof emailTextsFormSchema>;

/**
 * One of an operation's e-mail texts: trimmed; null or blank means the default (stored as null);
 * left out means unchanged. Its rules are checked with its pair (`checkEmailTexts`).
 */
const emailTextField = (message: string) =>
  text(message)
    .trim()
    .nullish()
    .transform((value) => (value === '' ? null : value));

const operationFields = {
  name: requiredTrimmedText(m.nameRequired, OPERATION_NAME_MAX, m.nameTooLong),
  duration: boundedInt(DURATION_MIN_SLOTS, DURATION_MAX_SLOTS, m.durationInvalid),
  /** The form filled by agents; null for none. */
  form_id: idSchema.nullish(),
  supports_teams: z.boolean({ error: m.supportsTeamsInvalid }).optional(),
  /** 2-8 for a multi-agent operation; forced to 1 otherwise. */
  min_team_size: z
    .int({ error: m.minTeamSizeInvalid })
    .min(1, m.minTeamSizeInvalid)
    .max(MIN_TEAM_SIZE_MAX, m.minTeamSizeInvalid)
    .optional(),
  team_requirements: z
    .array(teamRequirementSchema, { error: m.teamRequirementsInvalid })
    .max(TEAM_REQUIREMENTS_MAX, m.teamRequirementsTooMany)
    .optional(),
  /** null goes back to the default message. */
  sms_message: smsMessageSchema.nullish(),
  /** The operation's own e-mails (null: the defaults of `messaging/email-texts.ts`). */
  email_invitation_subject: emailTextField(m.emailSubjectEmpty),
  email_invitation_body: emailTextField(m.emailBodyEmpty),
  email_confirmation_subject: emailTextField(m.emailSubjectEmpty),
  email_confirmation_body: emailTextField(m.emailBodyEmpty),
  /** Its price in euros HT (issue 22); null for none; left out of an update, kept. */
  price_ht: operationPriceSchema.optional(),
  /** Sent by the spec's SMS editor; qualifications live in operation_roles, so it is ignored. */
  role_id: z.unknown().optional(),
  /** Sent by the spec's create call; ignored, a new operation always gets a new id. */
  id: z.unknown().optional(),
};

function checkTeamSize(
  operation: { supports_teams?: boolean | undefined; min_team_size?: number | undefined },
  context: z.RefinementCtx,
) {
  if (
    operation.supports_teams === true &&
    operation.min_team_size !== undefined &&
    operation.min_team_size < MIN_TEAM_SIZE_MIN
  ) {
    context.addIssue({ code: 'custom', message: m.minTeamSizeInvalid, path: ['min_team_size'] });
  }
}

type EmailTextsInput = Partial<Record<`email_${EditableEmailKind}_${'subject' | 'body'}`, string | null>>;

/**
 * Each e-mail given (subject or body) must pass the e-mail rules; the field not given is judged
 * by its default, whose rules it passes (subject and body rules are independent).
 */
function checkEmailTexts(operation: EmailTextsInput, context: z.RefinementCtx) {
  for (const kind of EDITABLE_EMAIL_KINDS) {
    const subject = operation[`email_${kind}_subject`];
    const body = operation[`email_${kind}_body`];
    if ((subject === null || subject === undefined) && (body === null || body === undefined)) {
      continue;
    }
    const issue = findEmailTextsIssue(kind, {
      subject: subject ?? DEFAULT_EMAIL_TEXTS[kind].subject,
      body: body ?? DEFAULT_EMAIL_TEXTS[kind].body,
    });
    if (issue) {
      context.addIssue({ code: 'custom', message: issue.message, path: [`email_${kind}_${issue.field}`] });
      return;
    }
  }
}

/** POST /operations/new-operation. Name and duration are required. */
export const createOperationSchema = z
  .object(operationFields)
  .superRefine(checkTeamSize)
  .superRefine(checkEmailTexts);
export type CreateOperationInput = z.infer<typeof createOperationSchema>;

/** PUT /operations/update: the same fields plus id; team fields and SMS left out are kept. */
export const updateOperationSchema = z
  .object({ ...operationFields, id: idSchema })
  .superRefine(checkTeamSize)
  .superRefine(checkEmailTexts);
export type UpdateOperationInput = z.infer<typeof updateOperationSchema>;

export const operationIdSchema = z.object({ id: idSchema });
export const operationRolesQuerySchema = z.object({ operation_id: idSchema });
export const operationRoleLinkSchema = z.object({ operation_id: idSchema, role_id: idSchema });
export type OperationRoleLink = z.infer<typeof operationRoleLinkSchema>;
