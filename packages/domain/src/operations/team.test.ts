import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  moveRequirement,
  normalizeTeamSettings,
  removeRequirement,
  renumberPriorities,
  sortByPriority,
  withMaxAgents,
  withMinAgents,
  withMultiAgent,
} from './team.ts';

const requirement = (name: string, priority_order: number) => ({ name, priority_order });
const orders = (items: readonly { priority_order: number }[]) => items.map((item) => item.priority_order);
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('priority order', () => {
  it('renumbers from 1 after a removal', () => {
    const list = [requirement('a', 1), requirement('b', 2), requirement('c', 3)];
    const next = removeRequirement(list, 0);
    expect(names(next)).toEqual(['b', 'c']);
    expect(orders(next)).toEqual([1, 2]);
  });

  it('renumbers from 1 after a move', () => {
    const list = [requirement('a', 1), requirement('b', 2), requirement('c', 3)];
    const next = moveRequirement(list, 2, 0);
    expect(names(next)).toEqual(['c', 'a', 'b']);
    expect(orders(next)).toEqual([1, 2, 3]);
  });

  it('sorts by priority, keeping ties in their order', () => {
    const list = [requirement('a', 5), requirement('b', 2), requirement('c', 5), requirement('d', 1)];
    expect(names(sortByPriority(list))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('always numbers 1..n and keeps every requirement, whatever the moves and removals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat(12), fc.nat(12)), { maxLength: 10 }),
        (priorities, actions) => {
          let list = sortByPriority(
            priorities.map((priority, index) => requirement(String(index), priority)),
          );
          for (const [isRemoval, a, b] of actions) {
            const before = list.length;
            list = isRemoval ? removeRequirement(list, a) : moveRequirement(list, a, b);
            expect(list.length).toBe(isRemoval && a < before ? before - 1 : before);
          }
          expect(orders(list)).toEqual(list.map((_item, index) => index + 1));
          expect(new Set(names(list)).size).toBe(list.length);
        },
      ),
    );
  });

  it('renumbering does not change the order', () => {
    expect(names(renumberPriorities([requirement('x', 9), requirement('y', 3)]))).toEqual(['x', 'y']);
  });
});

describe('minimum and maximum agents', () => {
  it('raising the minimum above the maximum raises the maximum to match', () => {
    expect(withMinAgents({ min_agents: 1, max_agents: 2 }, 4)).toEqual({ min_agents: 4, max_agents: 4 });
  });

  it('lowering the minimum keeps the maximum', () => {
    expect(withMinAgents({ min_agents: 3, max_agents: 5 }, 1)).toEqual({ min_agents: 1, max_agents: 5 });
  });

  it('the maximum stays between the minimum and 8', () => {
    expect(withMaxAgents({ min_agents: 3, max_agents: 5 }, 2)).toEqual({ min_agents: 3, max_agents: 3 });
    expect(withMaxAgents({ min_agents: 3, max_agents: 5 }, 12)).toEqual({ min_agents: 3, max_agents: 8 });
  });

  it('always gives 1 <= min <= max <= 8', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: -5, max: 15 }),
        fc.integer({ min: -5, max: 15 }),
        (start, min, max) => {
          const result = withMaxAgents(withMinAgents({ min_agents: start, max_agents: start }, min), max);
          expect(result.min_agents).toBeGreaterThanOrEqual(1);
          expect(result.min_agents).toBeLessThanOrEqual(result.max_agents);
          expect(result.max_agents).toBeLessThanOrEqual(8);
        },
      ),
    );
  });
});

describe('multi-agent toggle', () => {
  const single = { supports_teams: false, min_team_size: 1, team_requirements: [requirement('a', 1)] };

  it('enabling sets the minimum team size to 2 when it was 1', () => {
    expect(withMultiAgent(single, true)).toMatchObject({ supports_teams: true, min_team_size: 2 });
  });

  it('enabling keeps a minimum above 1', () => {
    expect(withMultiAgent({ ...single, min_team_size: 5 }, true).min_team_size).toBe(5);
  });

  it('disabling resets the minimum to 1 and clears the requirements', () => {
    expect(withMultiAgent({ ...single, supports_teams: true, min_team_size: 4 }, false)).toEqual({
      supports_teams: false,
      min_team_size: 1,
      team_requirements: [],
    });
  });

  it('normalizing a multi-agent operation sorts and renumbers its requirements', () => {
    const result = normalizeTeamSettings({
      supports_teams: true,
      min_team_size: 3,
      team_requirements: [requirement('b', 7), requirement('a', 2)],
    });
    expect(result.min_team_size).toBe(3);
    expect(names(result.team_requirements)).toEqual(['a', 'b']);
    expect(orders(result.team_requirements)).toEqual([1, 2]);
  });

  it('always leaves a valid state', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 8 }), fc.boolean(), (start, size, enable) => {
        const result = withMultiAgent(
          { supports_teams: start, min_team_size: size, team_requirements: [] },
          enable,
        );
        if (enable) {
          expect(result.min_team_size).toBeGreaterThanOrEqual(2);
          expect(result.min_team_size).toBeLessThanOrEqual(8);
        } else {
          expect(result.min_team_size).toBe(1);
        }
      }),
    );
  });
});
