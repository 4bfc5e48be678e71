import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fillsTeamRequirements,
  holdsQualifications,
  missionTypeOf,
  removeFromTeam,
  withOneLead,
} from './team.ts';

describe('mission type', () => {
  it('follows the number of sessions and agents', () => {
    expect(missionTypeOf(1, 1)).toBe('simple');
    expect(missionTypeOf(1, 3)).toBe('multi_agent');
    expect(missionTypeOf(2, 1)).toBe('multi_session');
    expect(missionTypeOf(2, 2)).toBe('multi_session_multi_agent');
  });
});

describe('leads', () => {
  it('without a marked lead, the first agent (the creator) leads, as Chef d’équipe', () => {
    expect(
      withOneLead([
        { agent_id: 4, is_lead: false },
        { agent_id: 7, is_lead: false },
      ]),
    ).toEqual([
      { agent_id: 4, is_lead: true, role: "Chef d'équipe" },
      { agent_id: 7, is_lead: false, role: 'Technicien' },
    ]);
  });

  it('a marked lead stays the lead', () => {
    const team = withOneLead([
      { agent_id: 4, is_lead: false },
      { agent_id: 7, is_lead: true },
    ]);
    expect(team.filter((agent) => agent.is_lead).map((agent) => agent.agent_id)).toEqual([7]);
  });

  it("only the lead is Chef d'équipe, whatever roles were sent with a marked lead", () => {
    expect(
      withOneLead([
        { agent_id: 4, is_lead: false, role: "Chef d'équipe" },
        { agent_id: 7, is_lead: true, role: 'Technicien' },
        { agent_id: 9, is_lead: false, role: "Chef d'équipe" },
      ]),
    ).toEqual([
      { agent_id: 4, is_lead: false, role: 'Technicien' },
      { agent_id: 7, is_lead: true, role: "Chef d'équipe" },
      { agent_id: 9, is_lead: false, role: 'Technicien' },
    ]);
  });

  it("without a marked lead, the agent sent as Chef d'équipe leads", () => {
    expect(
      withOneLead([
        { agent_id: 4, is_lead: false },
        { agent_id: 7, is_lead: false, role: "Chef d'équipe" },
      ]),
    ).toEqual([
      { agent_id: 4, is_lead: false, role: 'Technicien' },
      { agent_id: 7, is_lead: true, role: "Chef d'équipe" },
    ]);
  });

  it('an agent alone cannot leave; a leaving lead passes the lead on', () => {
    expect(removeFromTeam([{ agent_id: 4, is_lead: true }], 4)).toBeNull();
    expect(
      removeFromTeam(
        [
          { agent_id: 4, is_lead: true },
          { agent_id: 7, is_lead: false },
        ],
        4,
      ),
    ).toEqual([{ agent_id: 7, is_lead: true }]);
    expect(removeFromTeam([{ agent_id: 4, is_lead: false }], 9)).toBeNull();
  });

  it('whoever leaves a team of two or more, exactly one lead remains', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 2, maxLength: 8 }),
        fc.nat(),
        fc.nat(),
        (ids, leadIndex, leaverIndex) => {
          const team = ids.map((agent_id, index) => ({
            agent_id,
            is_lead: index === leadIndex % ids.length,
          }));
          const left = removeFromTeam(team, ids[leaverIndex % ids.length]!)!;
          expect(left).toHaveLength(ids.length - 1);
          expect(left.filter((agent) => agent.is_lead)).toHaveLength(1);
        },
      ),
    );
  });
});

describe('qualifications and team requirements', () => {
  it('an agent must hold every required qualification', () => {
    expect(holdsQualifications([1, 2, 3], [1, 3])).toBe(true);
    expect(holdsQualifications([1], [1, 3])).toBe(false);
    expect(holdsQualifications([], [])).toBe(true);
  });

  const requirements = {
    supports_teams: true,
    min_team_size: 2,
    team_requirements: [
      { role_id: 1, min_agents: 1, is_required: true },
      { role_id: 2, min_agents: 1, is_required: true },
      { role_id: 3, min_agents: 5, is_required: false },
    ],
  };

  it('a team fills its requirements with one agent per seat', () => {
    expect(fillsTeamRequirements([[1], [2]], requirements)).toBe(true);
    // One agent holding both qualifications counts once.
    expect(fillsTeamRequirements([[1, 2], [3]], requirements)).toBe(false);
    expect(fillsTeamRequirements([[1, 2], [1]], requirements)).toBe(true);
    expect(fillsTeamRequirements([[1, 2]], requirements)).toBe(false);
  });

  it('an operation without teams asks nothing', () => {
    expect(
      fillsTeamRequirements([[]], { supports_teams: false, min_team_size: 1, team_requirements: [] }),
    ).toBe(true);
  });

  it('matching agrees with trying every assignment', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray([1, 2, 3]), { minLength: 1, maxLength: 5 }),
        fc.array(
          fc.record({ role_id: fc.constantFrom(1, 2, 3), min_agents: fc.integer({ min: 1, max: 2 }) }),
          {
            maxLength: 3,
          },
        ),
        (team, needs) => {
          const seats = needs.flatMap((need) => Array.from({ length: need.min_agents }, () => need.role_id));
          const bruteForce = (seat: number, used: Set<number>): boolean =>
            seat === seats.length ||
            team.some(
              (roles, agent) =>
                !used.has(agent) &&
                roles.includes(seats[seat]!) &&
                bruteForce(seat + 1, new Set([...used, agent])),
            );
          const expected = team.length >= 2 && bruteForce(0, new Set());
          const actual = fillsTeamRequirements(team, {
            supports_teams: true,
            min_team_size: 2,
            team_requirements: needs.map((need) => ({ ...need, is_required: true })),
          });
          expect(actual).toBe(expected);
        },
      ),
    );
  });
});
