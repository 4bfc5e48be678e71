import { describe, expect, it } from 'vitest';
import type { MissionView, SessionView } from '@tourneo/domain';
import { otherSessionsToTransfer } from './transfer.ts';

const session = (session_id: number, date: string, agentIds: number[]): SessionView => ({
  session_id,
  date,
  beginning: 0,
  ending: 4,
  duration: 4,
  session_order: session_id,
  session_type: 'intervention',
  session_status: 'planned',
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
