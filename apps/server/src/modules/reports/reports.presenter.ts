import type {
  FormFieldType,
  MissionDetails,
  ReportAnswer,
  ReportFileRef,
  ReportVersionSummary,
} from '@tourneo/domain';
import { answerDisplayText, answerValueKind } from '@tourneo/domain/reports/answer-value';
import type { MissionReportRow } from './reports.repository.ts';

export const fileRef = (file: MissionReportRow['files'][number]): ReportFileRef => ({
  id: file.id,
  field_id: file.field_id,
  mime_type: file.mime_type,
});

/** Labels for questions answered only by files, when the form no longer has them. */
const FILE_QUESTION_LABEL = 'Photo';

/**
 * The report's questions in form order (questions removed from the form since, then by id): each
 * answer in words with its stored label and its typing (spec 2 §5), each with its files.
 */
export function reportAnswers(row: MissionReportRow): (ReportAnswer & { files: ReportFileRef[] })[] {
  const formOrder = new Map(row.fields.map((field, index) => [field.id, index]));
  const fieldIds = new Set<number>([
    ...row.answers.map((answer) => answer.field_id),
    ...row.files.flatMap((file) => (file.kind === 'photo' && file.field_id !== null ? [file.field_id] : [])),
  ]);
  const ordered = [...fieldIds].sort(
    (a, b) => (formOrder.get(a) ?? Infinity) - (formOrder.get(b) ?? Infinity) || a - b,
  );
  return ordered.map((fieldId) => {
    const answer = row.answers.find((candidate) => candidate.field_id === fieldId);
    const field = row.fields.find((candidate) => candidate.id === fieldId);
    const value = answer ? answerDisplayText(answer.value, field?.options ?? []) : null;
    const fieldType: FormFieldType = answer?.field_type ?? field?.field_type ?? 'image';
    return {
      field_id: fieldId,
      label: answer?.field_label ?? field?.field_label ?? FILE_QUESTION_LABEL,
      field_type: fieldType,
      value,
      kind: value === null ? (fieldType === 'file' ? 'text' : 'image') : answerValueKind(value),
      files: row.files.filter((file) => file.kind === 'photo' && file.field_id === fieldId).map(fileRef),
    };
  });
}

/** The agents of every session, each once, the lead first. */
export function teamOf(row: MissionReportRow): { id: number; name: string; isLead: boolean }[] {
  const team = new Map<number, { id: number; name: string; isLead: boolean }>();
  for (const agent of row.sessions.flatMap((session) => session.agents)) {
    const known = team.get(agent.agent_id);
    team.set(agent.agent_id, {
      id: agent.agent_id,
      name: agent.agent_name,
      isLead: (known?.isLead ?? false) || agent.is_lead || row.lead_agent_id === agent.agent_id,
    });
  }
  return [...team.values()].sort(
    (a, b) => Number(b.isLead) - Number(a.isLead) || a.name.localeCompare(b.name, 'fr'),
  );
}

/** A mission's details, as the popup of the recent missions and the archive shows them. */
export function presentMissionDetails(
  row: MissionReportRow,
  versions: ReportVersionSummary[],
): MissionDetails {
  const first = row.sessions[0];
  const answers = reportAnswers(row);
  const signature = row.files.find((file) => file.kind === 'signature');
  return {
    id: row.id,
    client_name: row.client_name,
    client_email: row.client_email,
    client_phone: row.client_phone,
    adresse: row.adresse,
    appartement: row.appartement,
    operation_name: row.operation_name,
    status: row.status,
    comments: row.comments,
    date: first?.date ?? '',
    beginning: first?.beginning ?? 0,
    ending: first?.ending ?? 0,
    agent_name: teamOf(row)
      .map((agent) => agent.name)
      .join(', '),
    sessions: row.sessions,
    photos: row.files.filter((file) => file.kind === 'photo' && file.field_id === null).map(fileRef),
    signature: signature ? fileRef(signature) : null,
    answers,
    report_versions: versions,
    form_data: Object.fromEntries(answers.map((answer) => [String(answer.field_id), answer.value])),
    form_field_labels: Object.fromEntries(
      answers.map((answer) => [String(answer.field_id), { label: answer.label, type: answer.field_type }]),
    ),
  };
}
