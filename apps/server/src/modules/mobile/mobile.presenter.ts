import { type MobileSession, type ReportFile } from '@tourneo/domain';
import * as repository from './mobile.repository.ts';

export function presentFile(file: repository.MissionFileRow): ReportFile {
  return {
    id: file.id,
    field_id: file.fieldId,
    mime_type: file.mimeType,
    size: file.size,
    created_at: file.createdAt,
  };
}

/** A session row as the agent app shows it (options reduced to their value and label). */
export function presentSession(row: repository.AgentSessionRow): MobileSession {
  return {
    ...row,
    lead_agent: row.team.find((member) => member.is_lead) ?? null,
    form: row.form && {
      ...row.form,
      fields: row.form.fields.map((field) => ({
        ...field,
        options: field.options.map(({ option_value, option_label }) => ({ option_value, option_label })),
      })),
    },
  };
}

/** The answer of a change of a session or its report: the message, the session as it now is, and what else changed. */
export function presentSessionChange<Change extends object>(message: string, change: Change) {
  return { success: true as const, message, ...change };
}
