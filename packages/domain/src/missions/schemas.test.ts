import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import {
  createMissionFormSchema,
  createMissionSchema,
  moveSessionSchema,
  updateSessionSchema,
  weekRangeQuerySchema,
} from './schemas.ts';

const m = MESSAGES.missions;
const session = { date: '2030-01-07', beginning: 4, ending: 8, agents: [{ agent_id: 3 }] };
const mission = { client_name: 'Dupont', adresse: '1 rue de la Paix', sessions: [session] };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('createMissionSchema', () => {
  it('accepts a simple mission and fills the defaults', () => {
    const parsed = createMissionSchema.parse(mission);
    expect(parsed.sessions[0]).toMatchObject({ session_type: 'intervention', session_status: 'planned' });
    expect(parsed.sessions[0]!.agents[0]).toEqual({ agent_id: 3, is_lead: false });
  });

  it('client name and address are required, with the spec message', () => {
    expect(firstError(createMissionSchema.safeParse({ ...mission, client_name: '  ' }))).toBe(
      "Le nom du client et l'adresse sont obligatoires",
    );
    expect(firstError(createMissionSchema.safeParse({ ...mission, adresse: undefined }))).toBe(
      m.clientNameAndAddressRequired,
    );
  });

  it('refuses slots out of bounds and an end before the start, with the spec messages', () => {
    const withSession = (overrides: object) =>
      firstError(createMissionSchema.safeParse({ ...mission, sessions: [{ ...session, ...overrides }] }));
    expect(withSession({ beginning: 36 })).toBe(m.startSlotInvalid);
    expect(withSession({ ending: 37 })).toBe(m.endSlotInvalid);
    expect(withSession({ ending: 0 })).toBe(m.endSlotInvalid);
    expect(withSession({ beginning: 8, ending: 8 })).toBe(m.endBeforeStart);
    expect(withSession({ date: '2030-02-30' })).toBe(m.dateInvalid);
    expect(withSession({ date: '' })).toBe(m.dateRequired);
    expect(withSession({ date: '  ' })).toBe(m.dateRequired);
    expect(withSession({ date: undefined })).toBe(m.dateRequired);
    expect(withSession({ agents: [] })).toBe(m.sessionAgentRequired);
    expect(withSession({ agents: [{ agent_id: 1 }, { agent_id: 1 }] })).toBe(m.duplicateAgent);
    expect(
      withSession({
        agents: [
          { agent_id: 1, is_lead: true },
          { agent_id: 2, is_lead: true },
        ],
      }),
    ).toBe(m.oneLeadPerSession);
    expect(withSession({ agents: [{ agent_id: 1, role: 'Plombier' }] })).toBe(m.roleInvalid);
    expect(firstError(createMissionSchema.safeParse({ ...mission, sessions: [] }))).toBe(m.sessionsRequired);
  });

  it('refuses control characters in texts', () => {
    expect(firstError(createMissionSchema.safeParse({ ...mission, comments: 'a\u0000b' }))).toBe(
      MESSAGES.validation.controlCharacters,
    );
  });
});

describe('other call bodies', () => {
  it('a move needs its end after its start', () => {
    expect(
      firstError(moveSessionSchema.safeParse({ new_date: '2030-01-07', new_beginning: 5, new_ending: 5 })),
    ).toBe(m.endBeforeStart);
  });

  it('a session edit checks the hours it is given', () => {
    expect(updateSessionSchema.safeParse({ notes: 'x' }).success).toBe(true);
    expect(firstError(updateSessionSchema.safeParse({ beginning: 10, ending: 2 }))).toBe(m.endBeforeStart);
  });

  it('currentWeek is a whole number of weeks, 0 by default', () => {
    expect(weekRangeQuerySchema.parse({})).toEqual({ currentWeek: 0 });
    expect(weekRangeQuerySchema.parse({ currentWeek: '-2' })).toEqual({ currentWeek: -2 });
    expect(firstError(weekRangeQuerySchema.safeParse({ currentWeek: 'abc' }))).toBe(m.weekOffsetInvalid);
  });
});

describe('the client file of a calendar mission', () => {
  const newClient = { telephone: '07 81 22 33 44', code_postal: '75002' };

  it('the spec call keeps a free-text client; the popup requires a client of the file or a new one', () => {
    expect(createMissionSchema.safeParse(mission).success).toBe(true);
    expect(firstError(createMissionFormSchema.safeParse(mission))).toBe(
      MESSAGES.missionClient.clientRequired,
    );
    expect(createMissionFormSchema.parse({ ...mission, client_id: 4 }).client_id).toBe(4);
  });

  it('a new client has a French phone, stored E.164, and a postal code of 5 digits', () => {
    expect(createMissionFormSchema.parse({ ...mission, new_client: newClient }).new_client).toMatchObject({
      telephone: '+33781223344',
      code_postal: '75002',
    });
    expect(
      firstError(createMissionSchema.safeParse({ ...mission, new_client: { ...newClient, telephone: ' ' } })),
    ).toBe(MESSAGES.clients.telephoneRequired);
    expect(
      firstError(
        createMissionSchema.safeParse({ ...mission, new_client: { ...newClient, code_postal: '750' } }),
      ),
    ).toBe(MESSAGES.clients.postalCodeFiveDigits);
  });

  it('a client of the file and a new client together are refused', () => {
    expect(
      firstError(createMissionSchema.safeParse({ ...mission, client_id: 4, new_client: newClient })),
    ).toBe(MESSAGES.missionClient.clientChoiceConflict);
  });
});
