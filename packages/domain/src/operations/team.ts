/** A team requirement asks for 1 to 8 agents of one qualification. */
export const TEAM_AGENTS_MIN = 1;
export const TEAM_AGENTS_MAX = 8;
/** A multi-agent operation needs a team of 2 to 8 agents; a single-agent one has a minimum of 1. */
export const MIN_TEAM_SIZE_MIN = 2;
export const MIN_TEAM_SIZE_MAX = 8;
export const SINGLE_AGENT_TEAM_SIZE = 1;
export const LOAD_PERCENTAGE_MIN = 1;
export const LOAD_PERCENTAGE_MAX = 100;
export const LOAD_PERCENTAGE_DEFAULT = 100;
export const SPECIAL_REQUIREMENTS_MAX_LENGTH = 500;
/** At most this many requirements per operation. */
export const TEAM_REQUIREMENTS_MAX = 20;

/** The rank of a requirement: 1 is served first. */
export interface Prioritised {
  priority_order: number;
}

export interface MinMax {
  min_agents: number;
  max_agents: number;
}

/** One line of an operation's team with its rank: what the team editor and the server's rules handle. */
export interface TeamRequirementLine extends MinMax, Prioritised {
  role_id: number;
  is_required: boolean;
  load_percentage: number;
  special_requirements: string | null;
}

export interface TeamSettings<Requirement> {
  supports_teams: boolean;
  min_team_size: number;
  team_requirements: Requirement[];
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(value)));

/** The same requirements in the same order, numbered 1, 2, 3... */
export function renumberPriorities<T extends Prioritised>(requirements: readonly T[]): T[] {
  return requirements.map((requirement, index) => ({ ...requirement, priority_order: index + 1 }));
}

/** Sorted by their current priority (stable for ties), then renumbered from 1. */
export function sortByPriority<T extends Prioritised>(requirements: readonly T[]): T[] {
  return renumberPriorities(
    requirements
      .map((requirement, index) => ({ requirement, index }))
      .sort((a, b) => a.requirement.priority_order - b.requirement.priority_order || a.index - b.index)
      .map(({ requirement }) => requirement),
  );
}

/** Moves the requirement at `from` to `to` and renumbers; out-of-range indexes change nothing. */
export function moveRequirement<T extends Prioritised>(
  requirements: readonly T[],
  from: number,
  to: number,
): T[] {
  if (from < 0 || from >= requirements.length || to < 0 || to >= requirements.length) {
    return renumberPriorities(requirements);
  }
  const next = [...requirements];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumberPriorities(next);
}

/** Removes the requirement at `index` and renumbers the rest from 1. */
export function removeRequirement<T extends Prioritised>(requirements: readonly T[], index: number): T[] {
  return renumberPriorities(requirements.filter((_requirement, position) => position !== index));
}

/** Sets the minimum (kept within 1-8); a minimum above the maximum raises the maximum to match. */
export function withMinAgents<T extends MinMax>(requirement: T, minAgents: number): T {
  const min = clamp(minAgents, TEAM_AGENTS_MIN, TEAM_AGENTS_MAX);
  return { ...requirement, min_agents: min, max_agents: Math.max(min, requirement.max_agents) };
}

/** Sets the maximum, kept between the minimum and 8. */
export function withMaxAgents<T extends MinMax>(requirement: T, maxAgents: number): T {
  return { ...requirement, max_agents: clamp(maxAgents, requirement.min_agents, TEAM_AGENTS_MAX) };
}

/**
 * Turns multi-agent on or off. On: the minimum team size becomes at least 2 (a value above 1 is
 * kept, else 2). Off: the minimum goes back to 1 and the team requirements are cleared.
 */
export function withMultiAgent<R>(settings: TeamSettings<R>, isEnabled: boolean): TeamSettings<R> {
  if (!isEnabled) {
    return { supports_teams: false, min_team_size: SINGLE_AGENT_TEAM_SIZE, team_requirements: [] };
  }
  const minTeamSize =
    settings.min_team_size > SINGLE_AGENT_TEAM_SIZE
      ? Math.min(settings.min_team_size, MIN_TEAM_SIZE_MAX)
      : MIN_TEAM_SIZE_MIN;
  return { ...settings, supports_teams: true, min_team_size: minTeamSize };
}

/**
 * The team settings as stored: a single-agent operation has a minimum of 1 and no requirements;
 * a multi-agent one keeps its requirements sorted by priority and numbered from 1.
 */
export function normalizeTeamSettings<R extends Prioritised>(settings: TeamSettings<R>): TeamSettings<R> {
  const toggled = withMultiAgent(settings, settings.supports_teams);
  return { ...toggled, team_requirements: sortByPriority(toggled.team_requirements) };
}
