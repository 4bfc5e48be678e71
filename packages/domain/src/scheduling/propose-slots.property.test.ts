import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEADER_ROLE } from '../missions/team.ts';
import { SLOTS_PER_DAY } from '../time-slots/constants.ts';
import { bruteForceMemberCost, bruteForceProposals, isValidBruteForceTeam } from './brute-force.ts';
import type { ProposeSlotsInput, ScheduledSession, SchedulingAgent, SchedulingOperation } from './model.ts';
import { DELAY_COST_MINUTES_PER_DAY, evaluateSlot, proposeSlots } from './propose-slots.ts';
import type { Coordinates } from './travel.ts';

const HORIZON = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const ROLES = [1, 2, 3];

// Places within about 25 km of Lyon: drives from 0 to about 7 slots, so travel often decides.
const placeArbitrary: fc.Arbitrary<Coordinates> = fc.record({
  latitude: fc.double({ min: 45.6, max: 45.9, noNaN: true }),
  longitude: fc.double({ min: 4.7, max: 5.0, noNaN: true }),
});
const rolesArbitrary = fc.subarray(ROLES, { minLength: 1 });

/** One agent's sessions of one day: back to back or apart, never overlapping, within 0-36. */
const dayArbitrary = fc.array(
  fc.record({
    gap: fc.integer({ min: 0, max: 8 }),
    length: fc.integer({ min: 1, max: 8 }),
    place: placeArbitrary,
    isAtClient: fc.boolean(),
  }),
  { maxLength: 5 },
);

export const durationArbitrary = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 8 }), weight: 4 },
  { arbitrary: fc.integer({ min: 1, max: 40 }), weight: 1 },
);
const requirementArbitrary = fc
  .record({
    role_id: fc.constantFrom(...ROLES),
    min_agents: fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, { arbitrary: fc.constant(2), weight: 1 }),
    extra: fc.integer({ min: 0, max: 1 }),
    is_required: fc.oneof(fc.constant(undefined), fc.constant(true), fc.constant(false)),
  })
  .map(({ extra, ...requirement }) => ({ ...requirement, max_agents: requirement.min_agents + extra }));

/** A team operation with requirements; above their minimums, extra members go where a maximum leaves room. */
const requirementTeamArbitrary: fc.Arbitrary<SchedulingOperation> = fc
  .record({
    duration: durationArbitrary,
    role_ids: fc.subarray(ROLES, { maxLength: 1 }),
    team_requirements: fc.array(requirementArbitrary, { minLength: 1, maxLength: 2 }),
    // The minimum team size around the requirements' minimums: below (they decide), equal or above.
    extraMembers: fc.integer({ min: -2, max: 2 }),
  })
  .map(({ extraMembers, ...operation }) => ({
    ...operation,
    supports_teams: true,
    min_team_size: Math.max(
      1,
      operation.team_requirements
        .filter((requirement) => requirement.is_required !== false)
        .reduce((sum, requirement) => sum + requirement.min_agents, 0) + extraMembers,
    ),
  }));

/** A third single-agent operations, a third teams by size only, a third teams with requirements. */
const operationArbitrary: fc.Arbitrary<SchedulingOperation> = fc.oneof(
  fc.record({
    duration: durationArbitrary,
    role_ids: fc.subarray(ROLES, { maxLength: 1 }),
    supports_teams: fc.constant(false),
    min_team_size: fc.constant(1),
    team_requirements: fc.array(requirementArbitrary, { maxLength: 1 }),
  }),
  fc.record({
    duration: durationArbitrary,
    role_ids: fc.subarray(ROLES, { maxLength: 1 }),
    supports_teams: fc.constant(true),
    min_team_size: fc.integer({ min: 1, max: 4 }),
    team_requirements: fc.constant([]),
  }),
  requirementTeamArbitrary,
);

const companyWith = (operation: fc.Arbitrary<SchedulingOperation>, busyDays: number) =>
  fc
    .record({
      client: placeArbitrary,
      agents: fc.array(
        fc.record({ home: placeArbitrary, roles: rolesArbitrary, livesAtClient: fc.boolean() }),
        {
          minLength: 2,
          maxLength: 7,
        },
      ),
      dates: fc.integer({ min: 1, max: HORIZON.length }),
      days: fc.array(
        fc.oneof(
          { arbitrary: fc.constant([]), weight: 4 - busyDays },
          { arbitrary: dayArbitrary, weight: busyDays },
        ),
        { minLength: 30, maxLength: 30 },
      ),
      operation,
      maxProposals: fc.integer({ min: 1, max: 4 }),
      // Mostly the default 8h00-17h00; sometimes shorter hours, with sessions outside them.
      workingHours: fc.option(
        fc.record({
          beginning: fc.integer({ min: 0, max: 8 }),
          ending: fc.integer({ min: 24, max: SLOTS_PER_DAY }),
        }),
        { freq: 3 },
      ),
    })
    .map((company): ProposeSlotsInput => {
      const agents: SchedulingAgent[] = company.agents.map((agent, index) => ({
        id: 10 + index,
        name: `Agent ${index + 1}`,
        ...(agent.livesAtClient ? company.client : agent.home),
        role_ids: agent.roles,
      }));
      const horizon = HORIZON.slice(0, company.dates);
      const sessions: ScheduledSession[] = [];
      agents.forEach((agent, agentIndex) =>
        horizon.forEach((date, dateIndex) => {
          let slot = 0;
          for (const session of company.days[(agentIndex * HORIZON.length + dateIndex) % 30]!) {
            const beginning = slot + session.gap;
            const ending = Math.min(SLOTS_PER_DAY, beginning + session.length);
            if (beginning >= ending) {
              break;
            }
            sessions.push({
              agent_id: agent.id,
              date,
              beginning,
              ending,
              ...(session.isAtClient ? company.client : session.place),
            });
            slot = ending;
          }
        }),
      );
      return {
        operation: company.operation,
        client: company.client,
        agents,
        sessions,
        horizon,
        maxProposals: company.maxProposals,
        workingHours: company.workingHours ?? undefined,
      };
    });

// Half the days free, so that teams of several agents find a common window.
const companyArbitrary = companyWith(operationArbitrary, 2);
/** Teams with requirements on mostly free days: where the maximums bind. */
const requirementTeamCompanyArbitrary = companyWith(requirementTeamArbitrary, 1);

describe('scheduling engine against brute force', () => {
  it('proposes the same dates, starts and costs as the enumeration of every (agents, date, start)', () => {
    fc.assert(
      fc.property(companyArbitrary, (input) => {
        const proposals = proposeSlots(input);
        const expected = bruteForceProposals(input);
        expect(proposals.map(({ date, beginning, cost }) => ({ date, beginning, cost }))).toEqual(
          expected.map(({ date, beginning, cost }) => ({ date, beginning, cost })),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('teams with requirements on mostly free days: the same dates, starts and costs as the enumeration', () => {
    fc.assert(
      fc.property(requirementTeamCompanyArbitrary, (input) => {
        const proposals = proposeSlots(input);
        const expected = bruteForceProposals(input);
        expect(proposals.map(({ date, beginning, cost }) => ({ date, beginning, cost }))).toEqual(
          expected.map(({ date, beginning, cost }) => ({ date, beginning, cost })),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('every proposal is feasible by the brute force checks and costs what the brute force says', () => {
    fc.assert(
      fc.property(companyArbitrary, (input) => {
        for (const proposal of proposeSlots(input)) {
          const members = proposal.teamMembers.map((member) =>
            input.agents.find((agent) => agent.id === member.id)!,
          );
          const memberCosts = members.map((agent) =>
            bruteForceMemberCost(input, agent, input.sessions, proposal.date, proposal.beginning),
          );
          expect(memberCosts).not.toContain(null);
          expect(isValidBruteForceTeam(input, members)).toBe(true);
          for (const agent of members) {
            expect(input.operation.role_ids.every((roleId) => agent.role_ids.includes(roleId))).toBe(true);
          }
          const delay = DELAY_COST_MINUTES_PER_DAY * input.horizon.indexOf(proposal.date);
          expect(proposal.cost).toBe(memberCosts.reduce((sum: number, cost) => sum + cost!, 0) + delay);
          expect(proposal.teamSize).toBe(members.length);
          expect(proposal.teamMembers.filter((member) => member.role === LEADER_ROLE)).toHaveLength(1);
          expect(proposal.teamMembers[0]!.role).toBe(LEADER_ROLE);
          expect(proposal.agentId).toBe(proposal.teamMembers[0]!.id);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a proposal re-checked on the same data is the same proposal', () => {
    fc.assert(
      fc.property(companyArbitrary, (input) => {
        for (const proposal of proposeSlots(input)) {
          const slot = {
            date: proposal.date,
            beginning: proposal.beginning,
            agentIds: proposal.teamMembers.map((member) => member.id),
          };
          expect(evaluateSlot(input, slot)).toEqual(proposal);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('any picked slot is accepted exactly when the brute force finds it feasible, at its cost', () => {
    fc.assert(
      fc.property(
        companyArbitrary,
        fc.nat(),
        fc.integer({ min: -1, max: SLOTS_PER_DAY }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        (input, datePick, beginning, agentPicks) => {
          const date = input.horizon[datePick % input.horizon.length]!;
          const agents = [...new Set(agentPicks.map((pick) => input.agents[pick % input.agents.length]!))];
          const operation = input.operation;
          const teamSize = operation.supports_teams
            ? Math.max(
                1,
                operation.min_team_size,
                operation.team_requirements
                  .filter((requirement) => requirement.is_required !== false)
                  .reduce((sum, requirement) => sum + requirement.min_agents, 0),
              )
            : 1;
          const costs = agents.map((agent) =>
            bruteForceMemberCost(input, agent, input.sessions, date, beginning),
          );
          const isFeasible =
            agents.length === teamSize &&
            !costs.includes(null) &&
            agents.every((agent) => operation.role_ids.every((roleId) => agent.role_ids.includes(roleId))) &&
            isValidBruteForceTeam(input, agents);
          const evaluated = evaluateSlot(input, {
            date,
            beginning,
            agentIds: agents.map((agent) => agent.id),
          });
          expect(evaluated !== null).toBe(isFeasible);
          if (evaluated) {
            const delay = DELAY_COST_MINUTES_PER_DAY * input.horizon.indexOf(date);
            expect(evaluated.cost).toBe(costs.reduce((sum: number, cost) => sum + cost!, 0) + delay);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
