import { z } from 'zod';
import { idSchema } from '../common/fields.ts';
import { readResponseSchema, successResponseSchema } from '../common/responses.ts';
import { GDPR_MESSAGES as m } from '../messages/audit-fr.ts';

/** `POST /client/export` and `POST /client/erase`: one client of the company. */
export const clientGdprSchema = z.object({ id: idSchema });

/**
 * `POST /client/erase`: the client erased; `cancelled_appointments`, how many of its open
 * appointments the erasure cancelled (issue 39, `isCancelledByErasure`).
 */
export const clientErasedResponseSchema = successResponseSchema({
  cancelled_appointments: z.number().int(),
});
export type ClientErasedResponse = z.infer<typeof clientErasedResponseSchema>;

/** The longest retention one may choose (ten years). */
export const FILE_RETENTION_DAYS_MAX = 3650;

/** `POST /gdpr/update-settings`: days a finished mission keeps its photos and signature; null, forever. */
export const gdprSettingsSchema = z.object({
  file_retention_days: z
    .int({ error: m.retentionInvalid })
    .min(1, m.retentionInvalid)
    .max(FILE_RETENTION_DAYS_MAX, m.retentionInvalid)
    .nullable(),
});
export type GdprSettingsInput = z.output<typeof gdprSettingsSchema>;

export const gdprSettingsResponseSchema = readResponseSchema({
  file_retention_days: z.number().int().nullable(),
});
export const gdprSettingsSavedResponseSchema = successResponseSchema({
  file_retention_days: z.number().int().nullable(),
});

/**
 * `POST /client/export`: everything held about one client, as JSON (decision 0039). Rows are
 * given as the database holds them (snake_case columns); the report files are listed with their
 * content in base64 so that the one download is complete.
 */
export const clientExportResponseSchema = readResponseSchema({
  exported_at: z.string(),
  client: z.record(z.string(), z.unknown()),
  missions: z.array(z.record(z.string(), z.unknown())),
  sessions: z.array(z.record(z.string(), z.unknown())),
  report_answers: z.array(z.record(z.string(), z.unknown())),
  report_files: z.array(z.record(z.string(), z.unknown())),
  /** Every completed version of the missions' reports (issue 39), and each version's files with their bytes. */
  report_versions: z.array(z.record(z.string(), z.unknown())),
  report_version_files: z.array(z.record(z.string(), z.unknown())),
  /** The missions' reopenings and their reasons (issue 39), which may name the client. */
  reopenings: z.array(z.record(z.string(), z.unknown())),
  messages: z.array(z.record(z.string(), z.unknown())),
  booking: z.array(z.record(z.string(), z.unknown())),
});
export type ClientExportResponse = z.infer<typeof clientExportResponseSchema>;
