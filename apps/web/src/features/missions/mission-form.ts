import {
  isReopening,
  isoToFrenchDate,
  type AddressValue,
  type MissionDetailsForm,
  type MissionView,
  type SessionStatus,
  type SessionView,
  type UpdateMissionBody,
  type UpdateSessionBody,
} from '@tourneo/domain';

/**
 * What the mission popup edits: the mission's client fields and the opened session's day and
 * hours, as its fields hold them; the domain's `missionDetailsFormSchema` checks them.
 */
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
  /** The session's agents may press 'Démarrer' before its day. */
  early_start_allowed: boolean;
  /** The session's status; a completed one given another is reopened (issue 39). */
  session_status: SessionStatus;
}

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
    early_start_allowed: session.early_start_allowed,
    session_status: session.session_status,
  };
}

/** The mission's client fields of the checked form, as the calls take them. */
const clientFieldsOf = ({
  client_name,
  client_email,
  adresse,
  appartement,
  operation_id,
  comments,
}: MissionDetailsForm) => ({ client_name, client_email, adresse, appartement, operation_id, comments });

/** Whether the session's day or hours changed (on a multi-session mission, the choice popup asks where they go). */
export function hasSessionChanges(form: MissionDetailsForm, session: SessionView): boolean {
  return form.date !== session.date || form.beginning !== session.beginning || form.ending !== session.ending;
}

/** PUT /sessions/{id}: the mission's client fields and this session's day, hours, early start and status. */
export function thisSessionBody(
  form: MissionDetailsForm,
  session: SessionView,
  reopenReason?: string,
): UpdateSessionBody {
  return {
    ...clientFieldsOf(form),
    ...ownSessionFieldsOf(form, session, reopenReason),
    beginning: form.beginning,
    ending: form.ending,
  };
}

/**
 * What stays this session's own when the hours go to every session: its day (days differ between
 * sessions), its early start (the planner allows it for one visit) and its status, when changed;
 * a reopening's reason goes with the status it reopens.
 */
export function ownSessionFieldsOf(
  form: MissionDetailsForm,
  session: SessionView,
  reopenReason?: string,
): UpdateSessionBody {
  return {
    ...(form.date === session.date ? {} : { date: form.date }),
    ...(form.early_start_allowed === session.early_start_allowed
      ? {}
      : { early_start_allowed: form.early_start_allowed }),
    ...(form.session_status === session.session_status ? {} : { session_status: form.session_status }),
    ...(reopenReason === undefined ? {} : { reopen_reason: reopenReason }),
  };
}

/** The form gives a completed session another status: a reopening, whose reason is asked first. */
export function isReopeningForm(form: MissionDetailsForm, session: SessionView): boolean {
  return isReopening(session.session_status, form.session_status);
}

/**
 * PUT /{missionId} with `apply_to_all_sessions`: the client fields, and the hours for every
 * session. A changed day stays this session's (days differ between sessions): sent apart.
 */
export function allSessionsBody(form: MissionDetailsForm): UpdateMissionBody {
  return {
    ...clientFieldsOf(form),
    apply_to_all_sessions: true,
    beginning: form.beginning,
    ending: form.ending,
  };
}

/** True when the mission has other sessions than the opened one (the choice popup is worth asking). */
export function hasOtherSessions(mission: MissionView): boolean {
  return mission.total_sessions > 1;
}
