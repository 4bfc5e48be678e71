import {
  findPlanDateError,
  findSlotRangeError,
  isoToFrenchDate,
  updateSessionSchema,
  type AddressValue,
  type MissionView,
  type SessionView,
  type UpdateMissionBody,
  type UpdateSessionBody,
} from '@tourneo/domain';

/** What the mission popup edits: the mission's client fields and the opened session's day and hours. */
export interface MissionFormValues {
  client_name: string;
  client_email: string;
  address: AddressValue;
  appartement: string;
  /** As typed: dd/MM/yyyy. */
  date: string;
  beginning: number;
  ending: number;
  operation_id: number | null;
  comments: string;
}

export type MissionFormField = Exclude<keyof MissionFormValues, 'address'> | 'adresse';
export type MissionFormErrors = Partial<Record<MissionFormField, string>>;

export function missionFormValuesOf(mission: MissionView, session: SessionView): MissionFormValues {
  return {
    client_name: mission.client_name,
    client_email: mission.client_email ?? '',
    address: { adresse: mission.adresse, postal_code: '', latitude: null, longitude: null },
    appartement: mission.appartement ?? '',
    date: isoToFrenchDate(session.date),
    beginning: session.beginning,
    ending: session.ending,
    operation_id: mission.operation_id,
    comments: mission.comments ?? '',
  };
}

const FORM_FIELDS = new Set<string>([
  'client_name',
  'client_email',
  'adresse',
  'appartement',
  'date',
  'beginning',
  'ending',
  'operation_id',
  'comments',
]);

export type ValidatedMissionForm =
  | { isValid: false; errors: MissionFormErrors }
  | {
      isValid: true;
      /** The session's day, 'YYYY-MM-DD'. */
      isoDate: string;
      /** The mission's client fields, checked by the server's schema. */
      clientFields: Pick<
        UpdateSessionBody,
        'client_name' | 'client_email' | 'adresse' | 'appartement' | 'operation_id' | 'comments'
      >;
    };

/**
 * The popup's values checked with the server's rules: the date (format, not past unless left as it
 * was, Monday to Friday), the hours (the spec's three messages), then the client fields through
 * the session edit's own schema. One message per field, the first found.
 */
export function validateMissionForm(
  values: MissionFormValues,
  session: SessionView,
  today: string,
): ValidatedMissionForm {
  const errors: MissionFormErrors = {};
  const date = findPlanDateError(values.date, today, session.date);
  if (date.error !== null) {
    errors.date = date.error;
  }
  const rangeError = findSlotRangeError({ beginning: values.beginning, ending: values.ending });
  if (rangeError !== null) {
    errors.ending = rangeError;
  }
  const parsed = updateSessionSchema.safeParse({
    client_name: values.client_name,
    client_email: values.client_email,
    adresse: values.address.adresse,
    appartement: values.appartement,
    operation_id: values.operation_id,
    comments: values.comments,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (FORM_FIELDS.has(field) && errors[field as MissionFormField] === undefined) {
        errors[field as MissionFormField] = issue.message;
      }
    }
  }
  if (!parsed.success || date.isoDate === null || Object.keys(errors).length > 0) {
    return { isValid: false, errors };
  }
  const { client_name, client_email, adresse, appartement, operation_id, comments } = parsed.data;
  return {
    isValid: true,
    isoDate: date.isoDate,
    clientFields: { client_name, client_email, adresse, appartement, operation_id, comments },
  };
}

/** Whether the session's day or hours changed (on a multi-session mission, the choice popup asks where they go). */
export function hasSessionChanges(values: MissionFormValues, isoDate: string, session: SessionView): boolean {
  return (
    isoDate !== session.date || values.beginning !== session.beginning || values.ending !== session.ending
  );
}

/** PUT /sessions/{id}: the mission's client fields and this session's day and hours. */
export function thisSessionBody(
  form: Extract<ValidatedMissionForm, { isValid: true }>,
  values: MissionFormValues,
  session: SessionView,
): UpdateSessionBody {
  return {
    ...form.clientFields,
    ...(form.isoDate === session.date ? {} : { date: form.isoDate }),
    beginning: values.beginning,
    ending: values.ending,
  };
}

/**
 * PUT /{missionId} with `apply_to_all_sessions`: the client fields, and the hours for every
 * session. A changed day stays this session's (days differ between sessions): sent apart.
 */
export function allSessionsBody(
  form: Extract<ValidatedMissionForm, { isValid: true }>,
  values: MissionFormValues,
): UpdateMissionBody {
  return {
    ...form.clientFields,
    apply_to_all_sessions: true,
    beginning: values.beginning,
    ending: values.ending,
  };
}

/** True when the mission has other sessions than the opened one (the choice popup is worth asking). */
export function hasOtherSessions(mission: MissionView): boolean {
  return mission.total_sessions > 1;
}
