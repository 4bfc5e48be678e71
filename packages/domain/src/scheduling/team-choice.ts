/**
 * The cheapest team for one window: who goes, and which requirement each member fills.
 *
 * Every member's cost is at least 0, so the cheapest team has exactly `size` members (a larger
 * feasible team always has a requirement above its minimum, and dropping one of its members
 * keeps it feasible without costing more). Choosing them is a small min-cost flow.
 */
import type { SchedulingOperation } from './model.ts';

/** What the operation asks of a session's team. */
export interface TeamPlan {
  /** How many agents go: the operation's minimum team size, at least the sum of the requirements' minimums. */
  size: number;
  /** The required requirements; with any, every member fills exactly one of them. */
  requirements: readonly { roleId: number; min: number; max: number }[];
}

/**
 * The team an operation needs, or null when no team can satisfy it (its requirements' maximums
 * add up to fewer agents than its minimum team size). An operation without teams needs one agent.
 */
export function planTeam(operation: SchedulingOperation): TeamPlan | null {
  if (!operation.supports_teams) {
    return { size: 1, requirements: [] };
  }
  const requirements = operation.team_requirements
    .filter((requirement) => requirement.is_required !== false)
    .map((requirement) => ({
      roleId: requirement.role_id,
      min: requirement.min_agents,
      max: requirement.max_agents,
    }));
  const minimums = requirements.reduce((sum, requirement) => sum + requirement.min, 0);
  const maximums = requirements.reduce((sum, requirement) => sum + requirement.max, 0);
  const size = Math.max(1, operation.min_team_size, minimums);
  if (requirements.some((requirement) => requirement.max < requirement.min)) {
    return null;
  }
  if (requirements.length > 0 && size > maximums) {
    return null;
  }
  return { size, requirements };
}

/** An agent free for the window, with what sending it costs. */
export interface TeamCandidate {
  /** Compared last to break ties, so the choice does not depend on input order. */
  agentId: number;
  cost: number;
  roleIds: readonly number[];
}

/** A chosen team: each candidate with the index of the requirement it fills (-1 without requirements). */
export interface TeamChoice<Candidate> {
  cost: number;
  members: { candidate: Candidate; requirementIndex: number }[];
}

const byCostThenId = (a: TeamCandidate, b: TeamCandidate) => a.cost - b.cost || a.agentId - b.agentId;

/** Far above any real cost: an edge that costs −FORCE is always taken when it can be. */
const FORCE = 1e9;

interface Edge {
  to: number;
  capacity: number;
  cost: number;
  /** Index of the reverse edge in `edges`. */
  reverse: number;
}

/**
 * The cheapest team of `plan.size` candidates filling every requirement between its minimum and
 * maximum, or null when the candidates cannot. Ties go to the cheapest then lowest agent ids.
 */
export function chooseTeam<Candidate extends TeamCandidate>(
  candidates: readonly Candidate[],
  plan: TeamPlan,
): TeamChoice<Candidate> | null {
  if (candidates.length < plan.size) {
    return null;
  }
  if (plan.requirements.length === 0) {
    const chosen = [...candidates].sort(byCostThenId).slice(0, plan.size);
    return {
      cost: chosen.reduce((sum, candidate) => sum + candidate.cost, 0),
      members: chosen.map((candidate) => ({ candidate, requirementIndex: -1 })),
    };
  }
  // Only the `size` cheapest holders of each requirement's qualification can be needed: a member
  // outside them could swap with one of them who is not in the team, for no more cost.
  const kept = new Set<Candidate>();
  for (const requirement of plan.requirements) {
    candidates
      .filter((candidate) => candidate.roleIds.includes(requirement.roleId))
      .sort(byCostThenId)
      .slice(0, plan.size)
      .forEach((candidate) => kept.add(candidate));
  }
  const pool = [...kept].sort(byCostThenId);
  if (pool.length < plan.size) {
    return null;
  }
  return minCostFlowTeam(pool, plan);
}

function minCostFlowTeam<Candidate extends TeamCandidate>(
  pool: readonly Candidate[],
  plan: TeamPlan,
): TeamChoice<Candidate> | null {
  // Nodes: source, the pool's agents, the requirements, sink.
  const source = 0;
  const agentNode = (index: number) => 1 + index;
  const requirementNode = (index: number) => 1 + pool.length + index;
  const sink = 1 + pool.length + plan.requirements.length;
  const graph: Edge[][] = Array.from({ length: sink + 1 }, () => []);
  const addEdge = (from: number, to: number, capacity: number, cost: number) => {
    graph[from]!.push({ to, capacity, cost, reverse: graph[to]!.length });
    graph[to]!.push({ to: from, capacity: 0, cost: -cost, reverse: graph[from]!.length - 1 });
  };
  pool.forEach((candidate, index) => {
    addEdge(source, agentNode(index), 1, candidate.cost);
    plan.requirements.forEach((requirement, requirementIndex) => {
      if (candidate.roleIds.includes(requirement.roleId)) {
        addEdge(agentNode(index), requirementNode(requirementIndex), 1, 0);
      }
    });
  });
  plan.requirements.forEach((requirement, index) => {
    addEdge(requirementNode(index), sink, requirement.min, -FORCE);
    addEdge(requirementNode(index), sink, requirement.max - requirement.min, 0);
  });

  // Successive shortest paths (Bellman-Ford: the graph has negative edges and a few dozen nodes).
  let total = 0;
  for (let unit = 0; unit < plan.size; unit += 1) {
    const distance = new Array<number>(graph.length).fill(Number.POSITIVE_INFINITY);
    const previous = new Array<{ node: number; edge: number } | null>(graph.length).fill(null);
    distance[source] = 0;
    for (let round = 0, changed = true; changed && round < graph.length; round += 1) {
      changed = false;
      for (let node = 0; node < graph.length; node += 1) {
        if (distance[node] === Number.POSITIVE_INFINITY) {
          continue;
        }
        graph[node]!.forEach((edge, edgeIndex) => {
          if (edge.capacity > 0 && distance[node]! + edge.cost < distance[edge.to]!) {
            distance[edge.to] = distance[node]! + edge.cost;
            previous[edge.to] = { node, edge: edgeIndex };
            changed = true;
          }
        });
      }
    }
    if (distance[sink] === Number.POSITIVE_INFINITY) {
      return null;
    }
    for (let node = sink; node !== source;) {
      const step = previous[node]!;
      const edge = graph[step.node]![step.edge]!;
      edge.capacity -= 1;
      graph[node]![edge.reverse]!.capacity += 1;
      node = step.node;
    }
    total += distance[sink]!;
  }
  const minimums = plan.requirements.reduce((sum, requirement) => sum + requirement.min, 0);
  const cost = total + FORCE * minimums;
  // Every minimum filled means every −FORCE edge is saturated, so the rest is a real cost.
  if (cost < 0 || cost >= FORCE / 2) {
    return null;
  }
  const members: TeamChoice<Candidate>['members'] = [];
  pool.forEach((candidate, index) => {
    const used = graph[agentNode(index)]!.find(
      (edge) => edge.to !== source && edge.capacity === 0 && edge.cost === 0,
    );
    if (used) {
      members.push({ candidate, requirementIndex: used.to - requirementNode(0) });
    }
  });
  return { cost, members };
}
