import { describe, expect, it } from 'vitest';
import { MESSAGES, missionDetailsFormSchema, type MissionView, type SessionView } from '@tourneo/domain';
import {
  allSessionsBody,
  hasSessionChanges,
  isReopeningForm,
  missionFormValuesOf,
  ownSessionFieldsOf,
  thisSessionBody,
  type MissionFormValues,
} from './mission-form.ts';

const session: SessionView = {
  session_id: 7,
  date: '2026-11-20',
  beginning: 4,
  ending: 8,
  duration: 4,
  session_order: 1,
  session_type: 'intervention',
  session_status: 'planned',
  early_start_allowed: false,
  location: null,
  notes: null,
  agents: [{ agent_id: 3, agent_name: 'Alice', role: "Chef d'équipe", is_lead: true }],
};

const mission: MissionView = {
  id: 11,
  rdv_id: 11,
  client_name: 'Dupont',
  client_email: null,
  adresse: '1 rue de la Paix 75002 Paris',
  appartement: null,
  operation_id: null,
  operation_name: null,
  comments: null,
  status: 'planned',
  mission_type: 'simple',
  is_multi_session: false,
  is_multi_agent: false,
  total_sessions: 1,
  total_agents: 1,
  total_duration: 4,
  lead_agent_id: 3,
  lead_agent_name: 'Alice',
  creation_type: 'manual',
  client_id: null,
  billing_status: 'pending',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  sessions: [session],
};

const today = '2026-11-23';

/** The popup's values checked as its form does: the checked form, or each field's message. */
function validateMissionForm(values: MissionFormValues, opened: SessionView, day: string) {
  const parsed = missionDetailsFormSchema(day, opened.date).safeParse(values);
  if (parsed.success) {
    return { isValid: true as const, form: parsed.data };
  }
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path.join('.') === 'address.adresse' ? 'adresse' : issue.path.join('.')] ??= issue.message;
  }
  return { isValid: false as const, errors };
}

describe('the mission popup form', () => {
  it('starts from the mission and the session, the day written dd/MM/yyyy', () => {
    const values = missionFormValuesOf(mission, session);
    expect(values).toMatchObject({
      client_name: 'Dupont',
      client_email: '',
      date: '20/11/2026',
      beginning: 4,
      ending: 8,
      operation_id: null,
    });
    expect(values.address.adresse).toBe('1 rue de la Paix 75002 Paris');
  });

  it('keeps a past day left as it was, refuses one chosen in the past', () => {
    const values = missionFormValuesOf(mission, session);
    expect(validateMissionForm(values, session, today).isValid).toBe(true);
    const moved = validateMissionForm({ ...values, date: '19/11/2026' }, session, today);
    expect(moved).toEqual({ isValid: false, errors: { date: MESSAGES.missions.pastDate } });
  });

  it('requires the client name and the address with the spec’s message', () => {
    const values = missionFormValuesOf(mission, session);
    const checked = validateMissionForm(
      { ...values, client_name: '  ', address: { ...values.address, adresse: '' } },
      session,
      today,
    );
    expect(checked).toEqual({
      isValid: false,
      errors: {
        client_name: "Le nom du client et l'adresse sont obligatoires",
        adresse: "Le nom du client et l'adresse sont obligatoires",
      },
    });
  });

  it('refuses an end not after the start and a bad e-mail', () => {
    const values = missionFormValuesOf(mission, session);
    const checked = validateMissionForm(
      { ...values, beginning: 8, ending: 8, client_email: 'pas-un-mail' },
      session,
      today,
    );
    expect(checked).toEqual({
      isValid: false,
      errors: { ending: MESSAGES.missions.endBeforeStart, client_email: MESSAGES.missions.emailInvalid },
    });
  });

  it('this session: client fields, hours, and the day only when it changed', () => {
    const values = { ...missionFormValuesOf(mission, session), comments: 'Sonner deux fois', ending: 10 };
    const checked = validateMissionForm(values, session, today);
    if (!checked.isValid) {
      throw new Error('valid expected');
    }
    expect(hasSessionChanges(checked.form, session)).toBe(true);
    expect(thisSessionBody(checked.form, session)).toEqual({
      client_name: 'Dupont',
      client_email: null,
      adresse: '1 rue de la Paix 75002 Paris',
      appartement: null,
      operation_id: null,
      comments: 'Sonner deux fois',
      beginning: 4,
      ending: 10,
    });
    const movedValues = { ...values, date: '24/11/2026' };
    const moved = validateMissionForm(movedValues, session, today);
    if (!moved.isValid) {
      throw new Error('valid expected');
    }
    expect(thisSessionBody(moved.form, session).date).toBe('2026-11-24');
  });

  it('all sessions: the hours go to every session with apply_to_all_sessions', () => {
    const values = { ...missionFormValuesOf(mission, session), beginning: 0, ending: 12 };
    const checked = validateMissionForm(values, session, today);
    if (!checked.isValid) {
      throw new Error('valid expected');
    }
    expect(allSessionsBody(checked.form)).toMatchObject({
      apply_to_all_sessions: true,
      beginning: 0,
      ending: 12,
      client_name: 'Dupont',
    });
    const unchanged = validateMissionForm(missionFormValuesOf(mission, session), session, today);
    expect(unchanged.isValid && hasSessionChanges(unchanged.form, session)).toBe(false);
  });

  it('the early start is the session’s own: sent when changed, for this session only, never asking where the hours go', () => {
    const values = missionFormValuesOf(mission, session);
    expect(values.early_start_allowed).toBe(false);
    const checked = validateMissionForm({ ...values, early_start_allowed: true }, session, today);
    if (!checked.isValid) {
      throw new Error('valid expected');
    }
    expect(thisSessionBody(checked.form, session).early_start_allowed).toBe(true);
    expect(ownSessionFieldsOf(checked.form, session)).toEqual({ early_start_allowed: true });
    expect(allSessionsBody(checked.form)).not.toHaveProperty('early_start_allowed');
    expect(hasSessionChanges(checked.form, session)).toBe(false);
    const unchanged = validateMissionForm(values, session, today);
    expect(unchanged.isValid && ownSessionFieldsOf(unchanged.form, session)).toEqual({});
    expect(unchanged.isValid && thisSessionBody(unchanged.form, session)).not.toHaveProperty(
      'early_start_allowed',
    );
  });

  it('the status is the session’s own; a completed session given another is a reopening, its reason sent with it', () => {
    const completed: SessionView = { ...session, session_status: 'completed' };
    const values = missionFormValuesOf(mission, completed);
    expect(values.session_status).toBe('completed');
    const unchanged = validateMissionForm(values, completed, today);
    if (!unchanged.isValid) {
      throw new Error('valid expected');
    }
    expect(isReopeningForm(unchanged.form, completed)).toBe(false);
    expect(thisSessionBody(unchanged.form, completed)).not.toHaveProperty('session_status');
    const reopened = validateMissionForm({ ...values, session_status: 'planned' }, completed, today);
    if (!reopened.isValid) {
      throw new Error('valid expected');
    }
    expect(isReopeningForm(reopened.form, completed)).toBe(true);
    expect(hasSessionChanges(reopened.form, completed)).toBe(false);
    expect(ownSessionFieldsOf(reopened.form, completed, 'Photo floue')).toEqual({
      session_status: 'planned',
      reopen_reason: 'Photo floue',
    });
    expect(allSessionsBody(reopened.form)).not.toHaveProperty('session_status');
    // A planned session completed from the popup is no reopening.
    const done = validateMissionForm(
      { ...missionFormValuesOf(mission, session), session_status: 'completed' },
      session,
      today,
    );
    expect(done.isValid && isReopeningForm(done.form, session)).toBe(false);
  });
});
