import { z } from 'zod';
import {
  readResponseSchema,
  rowIdSchema,
  savedResponseSchema,
  successResponseSchema,
} from '../common/responses.ts';

/** The spec's Client (spec 2 §3), plus operation_id, région, partner and coordinates. */
export const clientSchema = z.strictObject({
  id: rowIdSchema,
  name: z.string(),
  prenom: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  adresse: z.string(),
  code_postal: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  region: z.string().nullable(),
  operation_id: rowIdSchema.nullable(),
  operation_name: z.string().nullable(),
  campagne: z.string().nullable(),
  /** The partner sending the client's messages (chosen at import or on the forms). */
  partenaire_id: rowIdSchema.nullable(),
  partenaire_nom: z.string().nullable(),
  unique_link: z.string(),
  /** When the pending booking invitation goes out (ISO date-time, set by a CSV import), else null. */
  invitation_due_at: z.string().nullable(),
  created_at: z.string(),
  /** Whether the client has an appointment (booked by take-charge or by its link). */
  is_scheduled: z.boolean(),
  /**
   * Still without an appointment after the booking reminder, handed to a planner's call by the
   * automations ('À appeler', semi-automatique, issue 28).
   */
  is_to_call: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

/** One page of clients; `nextCursor` continues after its last row (null on the last page). */
export const clientsPageSchema = z.strictObject({
  data: z.array(clientSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type ClientsPage = z.infer<typeof clientsPageSchema>;

/** `POST /client/get-all`. */
export const clientsPageResponseSchema = readResponseSchema(clientsPageSchema.shape);
export type ClientsPageResponse = z.infer<typeof clientsPageResponseSchema>;

/** `POST /client/new-client` (201) and `PUT /client/update`. */
export const clientSavedResponseSchema = savedResponseSchema('data', clientSchema);
export type ClientSavedResponse = z.infer<typeof clientSavedResponseSchema>;

/** A CSV line that was not imported, and why. */
export const importReportLineSchema = z.strictObject({
  line: z.number().int(),
  status: z.enum(['invalid', 'skipped']),
  reason: z.string(),
});
export type ImportReportLine = z.infer<typeof importReportLineSchema>;

/** What a CSV import did: counts, the operations it did not know, the first report lines. */
export const csvImportResultSchema = z.strictObject({
  campagne: z.string(),
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  rows: z.number().int(),
  unknownOperations: z.array(z.string()),
  report: z.array(importReportLineSchema),
  reportTruncated: z.boolean(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

/** `POST /client/upload-csv`. */
export const csvImportResponseSchema = successResponseSchema(csvImportResultSchema.shape);
export type CsvImportResponse = z.infer<typeof csvImportResponseSchema>;
