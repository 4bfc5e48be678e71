import { describe, expect, it } from 'vitest';
import type { ProposeSlotsInput, ScheduledSession, SchedulingAgent, SchedulingOperation } from './model.ts';
import { proposeSlots } from './propose-slots.ts';
import { travelMinutes } from './travel.ts';

/** A place `km` kilometres north of 45°N 5°E (one degree of latitude is 111.195 km). */
const north = (km: number) => ({ latitude: 45 + km / 111.195, longitude: 5 });
/** The client lives 10 km north of the first agents' homes: 23 minutes (2 slots) each way. */
const CLIENT = north(10);
const [D1, D2, D3, D4] = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'] as const;

const agent = (id: number, name: string, homeKm: number, roleIds: number[] = []): SchedulingAgent => ({
  id,
  name,
  ...north(homeKm),
  role_ids: roleIds,
});
const session = (
  agentId: number,
  date: string,
  beginning: number,
  ending: number,
  km: number,
): ScheduledSession => ({
  agent_id: agentId,
  date,
  beginning,
  ending,
  ...north(km),
});
const single = (duration: number, roleIds: number[] = []): SchedulingOperation => ({
  duration,
  role_ids: roleIds,
  supports_teams: false,
  min_team_size: 1,
  team_requirements: [],
});
const propose = (overrides: Partial<ProposeSlotsInput>) =>
  proposeSlots({
    operation: single(4),
    client: CLIENT,
    agents: [agent(1, 'Alice', 0)],
    sessions: [],
    horizon: [D1],
    ...overrides,
  });

describe('one agent', () => {
  it('the drive from home is inside working hours: 23 minutes away, the session starts at 8h30', () => {
    expect(propose({})).toEqual([
      {
        id: `${D1}/2/1`,
        date: D1,
        beginning: 2,
        ending: 6,
        time: 4,
        travelTime: 2,
        coordinationTime: 0,
        agent: 'Alice',
        agentId: 1,
        teamType: 'single',
        teamSize: 1,
        teamMembers: [{ id: 1, name: 'Alice', role: "Chef d'équipe", requirementRoleId: null }],
        cost: 46,
        addedTravelMinutes: 46,
        delayDays: 0,
      },
    ]);
  });

  it('so is the drive home: 2 + 32 + 2 slots fit in a day of 36, 2 + 33 + 2 do not', () => {
    expect(propose({ operation: single(32) }).map((proposal) => proposal.beginning)).toEqual([2]);
    expect(propose({ operation: single(33) })).toEqual([]);
  });

  it('a session longer than a working day is never proposed', () => {
    expect(propose({ agents: [agent(1, 'Alice', 10)], operation: single(37) })).toEqual([]);
    expect(propose({ agents: [agent(1, 'Alice', 10)], operation: single(36) })[0]?.beginning).toBe(0);
  });

  it('back to back at the client’s address: starts when the previous session ends, adding no drive', () => {
    const [proposal] = propose({ sessions: [session(1, D1, 0, 10, 10)] });
    expect(proposal).toMatchObject({ beginning: 10, travelTime: 0, cost: 0 });
  });

  it('after a session 10 km further, it starts once the agent has driven back (2 slots)', () => {
    const [proposal] = propose({ sessions: [session(1, D1, 0, 12, 20)] });
    expect(proposal?.beginning).toBe(14);
    expect(proposal?.cost).toBe(23 + 23 - travelMinutes(north(20), north(0)));
  });

  it('a gap that holds the session but not the drives in and out is skipped', () => {
    const sessions = [session(1, D1, 0, 10, 20), session(1, D1, 16, 36, 20)];
    expect(propose({ sessions })).toEqual([]);
    expect(propose({ sessions, operation: single(2) }).map((proposal) => proposal.beginning)).toEqual([12]);
  });

  it('only agents holding every qualification of the operation are proposed', () => {
    const agents = [agent(1, 'Alice', 0, [1]), agent(2, 'Bruno', 5, [1, 7])];
    expect(propose({ agents, operation: single(4, [1, 7]) }).map((proposal) => proposal.agent)).toEqual([
      'Bruno',
    ]);
    expect(propose({ agents, operation: single(4, [8]) })).toEqual([]);
    expect(propose({ agents: [] })).toEqual([]);
  });
});

describe('ranking', () => {
  it('one proposal per date, at most three, cheapest first: a date of delay costs 30 minutes', () => {
    const proposals = propose({ horizon: [D1, D2, D3, D4] });
    expect(proposals.map((proposal) => [proposal.date, proposal.cost])).toEqual([
      [D1, 46],
      [D2, 76],
      [D3, 106],
    ]);
  });

  it('a later date comes first when it saves more than 30 minutes of driving per day', () => {
    // 30 km from home (48 minutes each way), but on D3 the agent is already at the client's.
    const proposals = propose({
      client: north(30),
      horizon: [D1, D2, D3, D4],
      sessions: [session(1, D3, 0, 8, 30)],
    });
    expect(proposals.map((proposal) => [proposal.date, proposal.cost])).toEqual([
      [D3, 60],
      [D1, 96],
      [D2, 126],
    ]);
  });

  it('maxProposals caps the list', () => {
    expect(propose({ horizon: [D1, D2, D3], maxProposals: 1 })).toHaveLength(1);
  });
});

const team = (minTeamSize: number, requirements: SchedulingOperation['team_requirements'] = []) => ({
  duration: 4,
  role_ids: [],
  supports_teams: true,
  min_team_size: minTeamSize,
  team_requirements: requirements,
});

describe('teams', () => {
  it('the cheapest agents go together, the one already nearest leads, coordination is the arrival spread', () => {
    const [proposal] = propose({
      operation: team(2),
      agents: [agent(1, 'Alice', 0), agent(2, 'Bruno', 10), agent(3, 'Chloé', 40)],
    });
    expect(proposal).toMatchObject({
      id: `${D1}/2/1+2`,
      beginning: 2,
      teamType: 'multi-agent',
      teamSize: 2,
      agent: 'Bruno',
      travelTime: 2,
      coordinationTime: 23,
      cost: 46,
      teamMembers: [
        { id: 2, name: 'Bruno', role: "Chef d'équipe", requirementRoleId: null },
        { id: 1, name: 'Alice', role: 'Technicien', requirementRoleId: null },
      ],
    });
  });

  it('a requirement’s maximum holds: the third member fills the one with room, even if dearer', () => {
    const [proposal] = propose({
      operation: team(3, [
        { role_id: 1, min_agents: 1, max_agents: 1 },
        { role_id: 2, min_agents: 1, max_agents: 2 },
      ]),
      agents: [
        agent(1, 'Alice', 10, [1]),
        agent(2, 'Bruno', 10, [1]),
        agent(3, 'Chloé', 0, [2]),
        agent(4, 'Denis', 30, [2]),
      ],
    });
    expect(proposal?.teamMembers.map((member) => [member.id, member.requirementRoleId, member.role])).toEqual(
      [
        [1, 1, "Chef d'équipe"],
        [3, 2, 'Technicien'],
        [4, 2, 'Technicien'],
      ],
    );
    expect(proposal?.cost).toBe(0 + 46 + 2 * travelMinutes(north(30), CLIENT));
  });

  it('no team when the requirements’ maximums are below the minimum team size, or a minimum cannot be met', () => {
    const agents = [agent(1, 'Alice', 0, [1]), agent(2, 'Bruno', 0, [1]), agent(3, 'Chloé', 0, [2])];
    expect(propose({ agents, operation: team(3, [{ role_id: 1, min_agents: 1, max_agents: 2 }]) })).toEqual(
      [],
    );
    expect(propose({ agents, operation: team(2, [{ role_id: 2, min_agents: 2, max_agents: 2 }]) })).toEqual(
      [],
    );
  });

  it('members share one window: busy morning and busy afternoon never meet', () => {
    const agents = [agent(1, 'Alice', 10), agent(2, 'Bruno', 10)];
    const sessions = [session(1, D1, 0, 18, 10), session(2, D1, 18, 36, 10)];
    expect(propose({ operation: team(2), agents, sessions })).toEqual([]);
    expect(
      propose({ operation: team(2), agents, sessions, horizon: [D1, D2] }).map((proposal) => proposal.date),
    ).toEqual([D2]);
  });
});
