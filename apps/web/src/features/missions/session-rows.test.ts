import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tourneo/domain';
import { nextPlannableDay, nextSessionRow, validateSessionRows } from './session-rows.ts';

const today = '2026-11-23';

describe('sessions added to a mission', () => {
  it('a new row starts on the next working day, never in the past', () => {
    expect(nextPlannableDay('2026-11-27', today)).toBe('2026-11-30');
    expect(nextPlannableDay('2026-11-24', today)).toBe('2026-11-25');
    expect(nextPlannableDay('2026-11-10', today)).toBe('2026-11-23');
    expect(
      nextSessionRow(1, { isoDate: '2026-11-24', beginning: 2, ending: 6, agentIds: [3] }, today),
    ).toEqual({
      key: 1,
      date: '25/11/2026',
      beginning: 2,
      ending: 6,
      agentIds: [3],
    });
  });

  it('needs at least one session', () => {
    expect(validateSessionRows([], today)).toEqual({
      isValid: false,
      errors: new Map(),
      message: 'Veuillez ajouter au moins une session',
    });
  });

  it('each session needs a plannable day, valid hours and an agent', () => {
    const checked = validateSessionRows(
      [
        { key: 1, date: '20/11/2026', beginning: 4, ending: 4, agentIds: [] },
        { key: 2, date: '24/11/2026', beginning: 0, ending: 4, agentIds: [3, 5] },
      ],
      today,
    );
    expect(checked).toEqual({
      isValid: false,
      errors: new Map([
        [
          1,
          {
            date: MESSAGES.missions.pastDate,
            ending: MESSAGES.missions.endBeforeStart,
            agents: MESSAGES.missions.sessionAgentRequired,
          },
        ],
      ]),
    });
  });

  it('valid rows become sessions whose first agent leads', () => {
    expect(
      validateSessionRows([{ key: 2, date: '24/11/2026', beginning: 0, ending: 4, agentIds: [3, 5] }], today),
    ).toEqual({
      isValid: true,
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
