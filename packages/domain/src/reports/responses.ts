import { z } from 'zod';
import { FORM_FIELD_TYPES } from '../forms/schemas.ts';
import { FILE_MIME_TYPES } from '../mobile/file-types.ts';
import { SESSION_AGENT_ROLES, SESSION_STATUSES } from '../missions/team.ts';
import { readResponseSchema } from '../common/responses.ts';

/** The answers of the Rapports group's calls (issue 15). Strict, as every answer schema. */

const timestamp = z.union([z.string(), z.date()]);

/** One mission of the recent and archive lists (spec 2 §3 "Archive mission", plus its report's extent). */
export const reportMissionSchema = z.strictObject({
  id: z.number(),
  client_name: z.string(),
  /** The agents of its sessions, the lead first, joined by ', '. */
  agent_name: z.string(),
  /** The first session's day and slots ('YYYY-MM-DD'; slot 0 = 8h00). */
  date: z.string(),
  beginning: z.number(),
  ending: z.number(),
  /** The last session's day (the same as `date` for one session). */
  end_date: z.string(),
  adresse: z.string(),
  operation: z.string().nullable(),
  /** The mission's comments. */
  notes: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
  /** The client's campaign (from the clients list), when the mission was booked for one. */
  campagne: z.string().nullable(),
  photo_count: z.number(),
  has_signature: z.boolean(),
});
export type ReportMission = z.infer<typeof reportMissionSchema>;

/** POST /recent-missions/get-all and /get-all-unlimited. `totalCount`: every match, beyond the limit too. */
export const recentMissionsResponseSchema = readResponseSchema({
  data: z.array(reportMissionSchema),
  totalCount: z.number(),
  /** The period searched (the default one when no date was typed). */
  startDate: z.string(),
  endDate: z.string(),
  pagination: z.strictObject({ totalCount: z.number(), limit: z.number() }),
});
export type RecentMissionsResponse = z.infer<typeof recentMissionsResponseSchema>;

/** POST /archive/get-all: one page of 20 within the first 50 matches (or all of them). */
export const archiveResponseSchema = readResponseSchema({
  data: z.array(reportMissionSchema),
  totalCount: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  pagination: z.strictObject({
    page: z.number(),
    pageSize: z.number(),
    /** Pages of the matches shown: at most 3 (50 missions) unless all were asked for. */
    totalPages: z.number(),
    totalCount: z.number(),
    /** How many matches the pages cover (50 at most unless all were asked for). */
    shownCount: z.number(),
  }),
});
export type ArchiveResponse = z.infer<typeof archiveResponseSchema>;

/** A photo, file or the signature of a report: its bytes come from POST /mobile/photos/display. */
export const reportFileRefSchema = z.strictObject({
  id: z.number(),
  field_id: z.number().nullable(),
  mime_type: z.enum(FILE_MIME_TYPES),
});
export type ReportFileRef = z.infer<typeof reportFileRefSchema>;

/** One question of the report, in form order, typed by spec 2 §5 for display. */
export const reportAnswerSchema = z.strictObject({
  field_id: z.number(),
  label: z.string(),
  field_type: z.enum(FORM_FIELD_TYPES),
  /** The answer in words (option labels, Oui/Non); null for a question answered by files only. */
  value: z.string().nullable(),
  /** `answerValueKind` of the value: image, textarea or text. */
  kind: z.enum(['image', 'textarea', 'text']),
  /** The question's photos and files. */
  files: z.array(reportFileRefSchema),
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

/** One completed version of a mission's report: when, and by whom (null when not known). */
export const reportVersionSummarySchema = z.strictObject({
  version: z.number(),
  completed_at: z.string(),
  completed_by_name: z.string().nullable(),
});
export type ReportVersionSummary = z.infer<typeof reportVersionSummarySchema>;

export const missionDetailsDataSchema = z.strictObject({
  id: z.number(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  client_phone: z.string().nullable(),
  adresse: z.string(),
  appartement: z.string().nullable(),
  operation_name: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
  comments: z.string().nullable(),
  date: z.string(),
  beginning: z.number(),
  ending: z.number(),
  agent_name: z.string(),
  sessions: z.array(
    z.strictObject({
      session_id: z.number(),
      date: z.string(),
      beginning: z.number(),
      ending: z.number(),
      session_status: z.enum(SESSION_STATUSES),
      started_at: timestamp.nullable(),
      completed_at: timestamp.nullable(),
      agents: z.array(
        z.strictObject({
          agent_id: z.number(),
          agent_name: z.string(),
          role: z.enum(SESSION_AGENT_ROLES),
          is_lead: z.boolean(),
        }),
      ),
    }),
  ),
  /** Mission photos (not those of a question). */
  photos: z.array(reportFileRefSchema),
  signature: reportFileRefSchema.nullable(),
  answers: z.array(reportAnswerSchema),
  /** The report's completed versions, the first first (issue 39): each has its PDF (`?version=`). */
  report_versions: z.array(reportVersionSummarySchema),
  /** The spec's maps (§3): field id → value, and field id → label and type. */
  form_data: z.record(z.string(), z.string().nullable()),
  form_field_labels: z.record(
    z.string(),
    z.strictObject({ label: z.string(), type: z.enum(FORM_FIELD_TYPES) }),
  ),
});
export type MissionDetails = z.infer<typeof missionDetailsDataSchema>;

/** POST /reports/mission-details */
export const missionDetailsResponseSchema = readResponseSchema({
  data: missionDetailsDataSchema,
});
export type MissionDetailsResponse = z.infer<typeof missionDetailsResponseSchema>;
