import { describe, expect, it } from 'vitest';
import { MESSAGES, type MissionView, type SessionView } from '@tourneo/domain';
import { otherSessionsToTransfer, transferChoices } from './transfer.ts';

const session = (session_id: number, date: string, agentIds: number[]): SessionView => ({
  session_id,
  date,
  beginning: 0,
  ending: 4,
  duration: 4,
  session_order: session_id,
  session_type: 'intervention',
  session_status: 'planned',
  early_start_allowed: false,
  location: null,
  notes: null,
  agents: agentIds.map((agent_id, index) => ({ agent_id, role: 'Technicien', is_lead: index === 0 })),
});

describe('transfer of all sessions', () => {
  it('moves the agent’s other sessions, not past ones nor those it is not on', () => {
    const mission = {
      sessions: [
        session(1, '2026-11-20', [3]),
        session(2, '2026-11-24', [3]),
        session(3, '2026-11-25', [5]),
        session(4, '2026-11-26', [5, 3]),
        session(5, '2026-11-27', [3]),
      ],
    } as MissionView;
    expect(otherSessionsToTransfer(mission, 5, 3, '2026-11-23')).toEqual([2, 4]);
  });
});

describe('transfer choices', () => {
  const required = [
    { role_id: 1, role_name: 'Plombier' },
    { role_id: 2, role_name: 'Électricien' },
  ];
  const agents = [
    { id: 10, name: 'Alice', role_ids: [2] },
    { id: 11, name: 'Bruno', role_ids: [1, 2, 3] },
    { id: 12, name: 'Chloé', role_ids: [] },
    { id: 13, name: 'Julie', role_ids: [1, 2] },
  ];

  it('offers only the agents holding every qualification of the operation; the others disabled, with why', () => {
    expect(transferChoices(agents, new Set([13]), required)).toEqual([
      { value: '11', label: 'Bruno', disabled: false },
      { value: '10', label: MESSAGES.missions.agentUnqualified('Alice', 'Plombier'), disabled: true },
      {
        value: '12',
        label: MESSAGES.missions.agentUnqualified('Chloé', 'Plombier, Électricien'),
        disabled: true,
      },
    ]);
    expect(MESSAGES.missions.agentUnqualified('Alice', 'Plombier')).toBe(
      'Alice (qualification manquante : Plombier)',
    );
  });

  it('an operation without qualifications (or no operation) offers every other agent', () => {
    expect(transferChoices(agents, new Set([13]), []).map((choice) => choice.disabled)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
