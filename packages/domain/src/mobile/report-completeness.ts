import { MOBILE_MESSAGES as m } from '../messages/mobile-fr.ts';
import type { AnswerValue, ReportField } from './report.ts';

// Apart from report.ts (which checks answers with the validation helpers, hence zod): the agent app
// runs this on the phone to refuse 'Terminer' offline with the server's message, and must stay light.

/** True when a required question counts as answered by this value. */
function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) {
    return false;
  }
  if (typeof value === 'string') {
    return value.trim() !== '';
  }
  if (Array.isArray(value)) {
    return value.length > 0;
  }
  // A required lone checkbox is an acknowledgement: it must be ticked.
  return value !== false;
}

export interface ReportState {
  fields: readonly ReportField[];
  /** Answers by field id. */
  answers: ReadonlyMap<number, AnswerValue>;
  /** Field ids that have at least one uploaded file. */
  fieldsWithFiles: ReadonlySet<number>;
  hasSignature: boolean;
}

/**
 * What a report lacks before its mission may be completed, in the form's order, as French phrases
 * for `MESSAGES.mobile.reportIncomplete`: each required question unanswered (a required image or
 * file question needs a file), then the client's signature. Empty when complete.
 */
export function findMissingReportItems({
  fields,
  answers,
  fieldsWithFiles,
  hasSignature,
}: ReportState): string[] {
  const missing: string[] = [];
  for (const field of fields) {
    if (!field.is_required) {
      continue;
    }
    if (field.field_type === 'image') {
      if (!fieldsWithFiles.has(field.id)) {
        missing.push(m.missingPhoto(field.field_label));
      }
    } else if (field.field_type === 'file') {
      if (!fieldsWithFiles.has(field.id)) {
        missing.push(m.missingFile(field.field_label));
      }
    } else if (!isAnswered(answers.get(field.id))) {
      missing.push(m.missingField(field.field_label));
    }
  }
  if (!hasSignature) {
    missing.push(m.missingSignature);
  }
  return missing;
}
