import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { addSessionsFormSchema, createMissionFormValuesSchema } from './form-schemas.ts';

const m = MESSAGES.missions;
/** Monday 23 November 2026. */
const today = '2026-11-23';

/** Each field's first message, by its path in the form ('sessions.0.date'). */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    errors[issue.path.join('.')] ??= issue.message;
  }
  return errors;
}

describe('sessions added to a mission', () => {
  const schema = addSessionsFormSchema(today);

  it('needs at least one session', () => {
    expect(errorsOf(schema.safeParse({ sessions: [] }))).toEqual({
      sessions: 'Veuillez ajouter au moins une session',
    });
  });

  it('each session needs a plannable day, valid hours and an agent', () => {
    const checked = schema.safeParse({
      sessions: [
        { date: '20/11/2026', beginning: 4, ending: 4, agentIds: [] },
        { date: '24/11/2026', beginning: 0, ending: 4, agentIds: [3, 5] },
      ],
    });
    expect(errorsOf(checked)).toEqual({
      'sessions.0.date': m.pastDate,
      'sessions.0.ending': m.endBeforeStart,
      'sessions.0.agentIds': m.sessionAgentRequired,
    });
  });

  it('valid rows become sessions whose first agent leads', () => {
    expect(
      schema.parse({ sessions: [{ date: '24/11/2026', beginning: 0, ending: 4, agentIds: [3, 5] }] }),
    ).toEqual({
      sessions: [
        {
          date: '2026-11-24',
          beginning: 0,
          ending: 4,
          agents: [
            { agent_id: 3, is_lead: true },
            { agent_id: 5, is_lead: false },
          ],
        },
      ],
    });
  });
});

describe("the calendar's creation popup", () => {
  const schema = createMissionFormValuesSchema({ today, agentId: 3 });
  const values = {
    client_name: ' Morel ',
    client: null,
    telephone: '06 45 67 89 01',
    client_email: '',
    address: {
      adresse: '5 rue de la Paix, 75002 Paris',
      postal_code: '75002',
      latitude: null,
      longitude: null,
    },
    appartement: '',
    operation_id: '',
    comments: '',
    sessions: [{ date: '2026-11-24', beginning: 8, ending: 12 }],
    extraAgents: [],
    leadId: '3',
  };

  it('refuses a session day not chosen, past or on a weekend, under its field', () => {
    const withDate = (date: string) =>
      errorsOf(schema.safeParse({ ...values, sessions: [{ date, beginning: 8, ending: 12 }] }));
    expect(withDate('')).toEqual({ 'sessions.0.date': m.dateRequired });
    expect(withDate('2026-11-20')).toEqual({ 'sessions.0.date': m.pastDate });
    expect(withDate('2026-11-28')).toEqual({ 'sessions.0.date': m.weekendDate });
    expect(withDate('2026-11-23')).toEqual({});
  });

  it("asks a new client's phone under the phone field, not that of a client of the file", () => {
    expect(errorsOf(schema.safeParse({ ...values, telephone: '' }))).toEqual({
      telephone: MESSAGES.clients.telephoneRequired,
    });
    expect(schema.parse({ ...values, telephone: '', client: { id: 9 } })).toMatchObject({ client_id: 9 });
  });

  it('shows every field at fault at once: the name, the address and the hours with the phone', () => {
    const errors = errorsOf(
      schema.safeParse({
        ...values,
        client_name: ' ',
        telephone: '',
        address: { ...values.address, adresse: '' },
        sessions: [{ date: '2026-11-24', beginning: 8, ending: 8 }],
      }),
    );
    expect(errors).toEqual({
      client_name: m.clientNameAndAddressRequired,
      'address.adresse': m.clientNameAndAddressRequired,
      'sessions.0.ending': m.endBeforeStart,
      telephone: MESSAGES.clients.telephoneRequired,
    });
  });

  it('an agent added twice is refused on the second', () => {
    const extraAgents = [{ agentId: '5' }, { agentId: '' }, { agentId: '5' }];
    expect(errorsOf(schema.safeParse({ ...values, extraAgents }))).toEqual({
      'extraAgents.2.agentId': m.duplicateAgent,
    });
  });

  it("gives the call's body: the new client, each session with the whole team, the lead chosen", () => {
    const body = schema.parse({
      ...values,
      operation_id: '4',
      extraAgents: [{ agentId: '5' }, { agentId: '' }],
      leadId: '5',
    });
    expect(body).toMatchObject({
      client_name: 'Morel',
      adresse: '5 rue de la Paix, 75002 Paris',
      operation_id: 4,
      new_client: { telephone: '+33645678901', code_postal: '75002' },
    });
    expect(body.sessions).toEqual([
      {
        date: '2026-11-24',
        beginning: 8,
        ending: 12,
        agents: [
          { agent_id: 3, is_lead: false, role: 'Technicien' },
          { agent_id: 5, is_lead: true, role: "Chef d'équipe" },
        ],
      },
    ]);
    // A lead who left the team gives the lead back to the calendar's agent.
    expect(schema.parse({ ...values, leadId: '5' }).sessions[0]!.agents).toEqual([
      { agent_id: 3, is_lead: true, role: "Chef d'équipe" },
    ]);
  });
});
