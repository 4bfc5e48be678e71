import { z } from 'zod';
import '../zod-locale.ts';
import { SUPPORT_MESSAGES as M } from '../messages/support-fr.ts';
import { blankToUndefined, text, trimmed } from '../common/fields.ts';
import { readResponseSchema, successResponseSchema } from '../common/responses.ts';

export const SUPPORT_LIMITS = { subject: 200, message: 5000, email: 254 } as const;

/** `POST /support/send`: a company's message to the operator's support. */
export const sendSupportMessageSchema = z.object({
  subject: z.preprocess(
    trimmed,
    text(M.subjectRequired).min(1, M.subjectRequired).max(SUPPORT_LIMITS.subject, M.subjectTooLong),
  ),
  message: z.preprocess(
    trimmed,
    text(M.messageRequired).min(1, M.messageRequired).max(SUPPORT_LIMITS.message, M.messageTooLong),
  ),
  /** Where the answer goes; blank: the company profile's contact e-mail. */
  reply_email: z
    .preprocess(
      blankToUndefined,
      text(M.replyEmailInvalid)
        .max(SUPPORT_LIMITS.email, M.replyEmailInvalid)
        .pipe(z.email({ error: M.replyEmailInvalid }))
        .optional(),
    )
    .transform((value) => value ?? null),
});
export type SendSupportMessageInput = z.input<typeof sendSupportMessageSchema>;
export type SendSupportMessage = z.output<typeof sendSupportMessageSchema>;

/** What the Support screen shows before writing: priority or not, and the promised answer time. */
export const supportInfoSchema = z.strictObject({
  is_priority: z.boolean(),
  answer_promise: z.string(),
  reply_email: z.string().nullable(),
});
export type SupportInfo = z.infer<typeof supportInfoSchema>;

/** `POST /support/info`. */
export const supportInfoResponseSchema = readResponseSchema({ support: supportInfoSchema });
export type SupportInfoResponse = z.infer<typeof supportInfoResponseSchema>;

/** `POST /support/send`: sent, marked priority or not. */
export const supportSentResponseSchema = successResponseSchema({ is_priority: z.boolean() });
export type SupportSentResponse = z.infer<typeof supportSentResponseSchema>;
