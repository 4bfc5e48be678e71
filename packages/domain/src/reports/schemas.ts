import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { frenchDateToIso } from '../missions/french-date.ts';
import { isIsoDate } from '../time-slots/week.ts';
import { blankToUndefined, idOf, text } from '../common/fields.ts';

const m = MESSAGES.reports;

/** A criterion's text: substring, case-insensitive; blank means none. */
export const REPORTS_FILTER_MAX = 100;
const filterText = z.preprocess(
  blankToUndefined,
  text(m.filterTooLong).max(REPORTS_FILTER_MAX, m.filterTooLong).optional(),
);
/** 'YYYY-MM-DD' (the page types dd/mm/yyyy and sends this, spec 2 §5 "Filters"). */
const criteriaDate = z.preprocess(
  blankToUndefined,
  text(m.dateInvalid).refine(isIsoDate, m.dateInvalid).optional(),
);

const periodInOrder = (criteria: { startDate?: string | undefined; endDate?: string | undefined }) =>
  !criteria.startDate || !criteria.endDate || criteria.startDate <= criteria.endDate;

const recentShape = {
  clientName: filterText,
  agentName: filterText,
  operationName: filterText,
  startDate: criteriaDate,
  endDate: criteriaDate,
};

/**
 * POST /recent-missions/get-all (50 at most) and /recent-missions/get-all-unlimited (spec 2 §7).
 * The spec's `company_name`/`company_password` are dropped: the company is the session's.
 */
export const recentMissionsSchema = z
  .object(recentShape)
  .refine(periodInOrder, { error: m.periodInvalid, path: ['endDate'] })
  .nullish()
  .transform((criteria) => criteria ?? {});
export type RecentMissionsCriteria = z.output<typeof recentMissionsSchema>;

/**
 * POST /archive/get-all (spec 2 §7): the recent criteria plus the campaign; `all` ('voir toutes
 * les archives') lifts the limit of 50; `page` (20 a page) pages on the server.
 */
export const archiveSchema = z
  .object({
    ...recentShape,
    campaignName: filterText,
    all: z.boolean({ error: MESSAGES.http[400] }).optional().default(false),
    page: z
      .int({ error: m.pageInvalid })
      .min(1, m.pageInvalid)
      .max(100_000, m.pageInvalid)
      .optional()
      .default(1),
  })
  .refine(periodInOrder, { error: m.periodInvalid, path: ['endDate'] })
  .nullish()
  .transform((criteria) => criteria ?? { all: false, page: 1 });
export type ArchiveCriteria = z.output<typeof archiveSchema>;

/** A date typed dd/mm/yyyy in the search forms, as the calls take it ('YYYY-MM-DD'); blank: none. */
const typedCriteriaDate = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === '') {
      return undefined;
    }
    const isoDate = frenchDateToIso(value);
    if (isoDate === null) {
      context.addIssue({ code: 'custom', message: m.frenchDateInvalid });
      return z.NEVER;
    }
    return isoDate;
  });

const typedRecentShape = { ...recentShape, startDate: typedCriteriaDate, endDate: typedCriteriaDate };

/**
 * The search form of the recent missions (spec 2 §5): the criteria as typed (dates dd/mm/yyyy),
 * checked by the rules of `recentMissionsSchema` and given as it takes them.
 */
export const recentCriteriaFormSchema = z
  .object(typedRecentShape)
  .refine(periodInOrder, { error: m.periodInvalid, path: ['endDate'] });

/** The archive's search form: the recent missions' plus the campaign, as `archiveSchema` takes them. */
export const archiveCriteriaFormSchema = z
  .object({ ...typedRecentShape, campaignName: filterText })
  .refine(periodInOrder, { error: m.periodInvalid, path: ['endDate'] });

/** POST /reports/mission-details: one mission's report for the details popup. */
export const missionDetailsSchema = z.object({ rdv_id: idOf(m.missionIdInvalid) });

/**
 * POST /pdf/generate-pdf (spec 2 §7). The spec's client's page sends the client, form data and
 * photos it shows; here the server reads them itself from the mission (nothing sent is trusted or
 * needed), so only `rdv_id` counts and the other fields are dropped.
 */
export const generatePdfSchema = z.object({ rdv_id: idOf(m.missionIdInvalid) });

const v = MESSAGES.reportVersions;

/**
 * `?version=` of POST /pdf/generate-pdf (issue 39): one version of the report, 1 for the first;
 * without it, the last completed version (or the report as it stands, before any).
 */
export const generatePdfQuerySchema = z.object({ version: idOf(v.versionInvalid).optional() });
export type GeneratePdfQuery = z.output<typeof generatePdfQuerySchema>;

/** POST /reports/version-file: the bytes of a photo, file or signature of one version of the report. */
export const reportVersionFileSchema = z.object({
  rdv_id: idOf(m.missionIdInvalid),
  version: idOf(v.versionInvalid),
  file_id: idOf(v.fileNotFound),
});
export type ReportVersionFileInput = z.output<typeof reportVersionFileSchema>;
