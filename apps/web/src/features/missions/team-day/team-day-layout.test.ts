import { describe, expect, it } from 'vitest';
import type { MissionView, SessionView } from '@tourneo/domain';
import { cellName, dropChange, layOutTeamDay } from './team-day-layout.ts';

const DAY = '2026-11-23';
const agents = [
  { id: 1, name: 'Alice' },
  { id: 2, name: 'Bruno' },
  { id: 3, name: 'Zoé' },
];

function session(id: number, agentIds: number[], beginning: number, ending: number, date = DAY): SessionView {
  return {
    session_id: id,
    date,
    beginning,
    ending,
    duration: ending - beginning,
    session_order: 1,
    session_type: 'intervention',
    session_status: 'planned',
    early_start_allowed: false,
    location: null,
    notes: null,
    agents: agentIds.map((agent_id, index) => ({
      agent_id,
      agent_name: agents.find((agent) => agent.id === agent_id)!.name,
      role: index === 0 ? "Chef d'équipe" : 'Technicien',
      is_lead: index === 0,
    })),
  };
}

function mission(id: number, client: string, sessions: SessionView[], status = 'planned'): MissionView {
  return { id, rdv_id: id, client_name: client, operation_name: 'Ramonage', status, sessions } as MissionView;
}

describe('team day layout', () => {
  it("draws a session on each of its agents' rows, and leaves out other dates", () => {
    const layout = layOutTeamDay(
      agents,
      [
        mission(10, 'Durand', [session(100, [2, 3], 4, 8), session(101, [2], 4, 8, '2026-11-24')]),
        mission(11, 'Martin', [session(110, [1], 0, 2)], 'completed'),
      ],
      DAY,
    );
    expect(layout.sessions.map((placed) => [placed.session.session_id, placed.row])).toEqual([
      [100, 1],
      [100, 2],
      [110, 0],
    ]);
    expect(layout.cover[1]![3]).toBeUndefined();
    expect(layout.cover[1]![4]?.mission.client_name).toBe('Durand');
    expect(layout.cover[2]![7]?.mission.client_name).toBe('Durand');
    expect(layout.cover[2]![8]).toBeUndefined();
    expect(cellName('Zoé', 5, layout.cover[2]![5])).toBe(
      'Zoé, 9h15, Durand, 9h00 - 10h00, Ramonage, avec Bruno, Zoé',
    );
    expect(cellName('Alice', 0, layout.cover[0]![0])).toBe(
      'Alice, 8h00, Martin, 8h00 - 8h30, Ramonage, terminé',
    );
    expect(cellName('Alice', 2, layout.cover[0]![2])).toBe('Alice, 8h30, libre');
    // Green when completed, the operation's colour otherwise.
    expect(layout.cover[0]![0]!.colours.background).not.toBe(layout.cover[1]![4]!.colours.background);
  });

  it('says a billed or paid appointment as such (issue 39: it is neither deleted nor cancelled)', () => {
    const billed = (id: number, billing_status: 'billed' | 'paid', agentId: number) => ({
      ...mission(id, `Client ${id}`, [session(id * 10, [agentId], 4, 8)]),
      billing_status,
    });
    const layout = layOutTeamDay(agents, [billed(20, 'billed', 1), billed(21, 'paid', 2)], DAY);
    expect(cellName('Alice', 4, layout.cover[0]![4])).toBe(
      'Alice, 9h00, Client 20, 9h00 - 10h00, Ramonage, facturé',
    );
    expect(cellName('Bruno', 4, layout.cover[1]![4])).toBe(
      'Bruno, 9h00, Client 21, 9h00 - 10h00, Ramonage, payé',
    );
  });
});

describe('the calls of a drop', () => {
  const layout = layOutTeamDay(
    agents,
    [mission(10, 'Durand', [session(100, [1], 4, 8)]), mission(11, 'Petit', [session(110, [2], 4, 8)])],
    DAY,
  );
  const durand = layout.cover[0]![4]!;

  it('same place: nothing; same row: a move; same hours on another row: a transfer', () => {
    expect(dropChange(layout, durand, { row: 0, beginning: 4 })).toBeNull();
    expect(dropChange(layout, durand, { row: 0, beginning: 10 })).toEqual({
      kind: 'move',
      beginning: 10,
      ending: 14,
    });
    expect(dropChange(layout, durand, { row: 2, beginning: 4 })).toEqual({
      kind: 'switch',
      currentAgentId: 1,
      newAgentId: 3,
    });
  });

  it('another row at other hours: one switch that carries the new hours', () => {
    // Bruno is busy at Durand's old hours (9h00-10h00): the server checks only the final place.
    expect(dropChange(layout, durand, { row: 1, beginning: 20 })).toEqual({
      kind: 'switch',
      currentAgentId: 1,
      newAgentId: 2,
      hours: { beginning: 20, ending: 24 },
    });
  });

  it('a drop past the end of the day keeps the length and ends at 17h00', () => {
    expect(dropChange(layout, durand, { row: 0, beginning: 35 })).toEqual({
      kind: 'move',
      beginning: 32,
      ending: 36,
    });
  });
});
