import { SLOTS_PER_DAY, slotToLabel, type MissionView, type SessionView } from '@tourneo/domain';
import {
  missionColours,
  type MissionColours,
  type OperationColourMap,
} from '@tourneo/domain/calendar/operation-colour';
import { billingNoteOf, hoursOf, isCompleted } from '../grid/grid-cells.ts';

export interface TeamAgent {
  id: number;
  name: string;
}

/** One agent's place in a session of the day: a session of three agents is drawn on three rows. */
export interface PlacedTeamSession {
  mission: MissionView;
  session: SessionView;
  agentId: number;
  /** The agent's row. */
  row: number;
  beginning: number;
  ending: number;
  colours: MissionColours;
  /** '9h00 - 10h00' */
  hours: string;
  /** What a screen reader hears: client, hours, operation, team, status, billing. */
  description: string;
}

export interface TeamDayLayout {
  agents: readonly TeamAgent[];
  sessions: PlacedTeamSession[];
  /** For each agent's row, the session covering each of the day's 36 slots (or undefined). */
  cover: (PlacedTeamSession | undefined)[][];
}

/** Places the day's sessions on their agents' rows (sessions of other dates are left out). */
export function layOutTeamDay(
  agents: readonly TeamAgent[],
  missions: readonly MissionView[],
  date: string,
  /** The company's operations' colours, the same as on the agents' weeks. */
  operationColours?: OperationColourMap,
): TeamDayLayout {
  const rowOf = new Map(agents.map((agent, row) => [agent.id, row]));
  const cover = agents.map(() => new Array<PlacedTeamSession | undefined>(SLOTS_PER_DAY).fill(undefined));
  const sessions: PlacedTeamSession[] = [];
  for (const mission of missions) {
    for (const session of mission.sessions) {
      if (session.date !== date) {
        continue;
      }
      const completed = isCompleted(mission, session);
      const hours = hoursOf(session);
      const operation = mission.operation_name ? `, ${mission.operation_name}` : '';
      const team =
        session.agents.length > 1
          ? `, avec ${session.agents.map((agent) => agent.agent_name ?? '').join(', ')}`
          : '';
      for (const agent of session.agents) {
        const row = rowOf.get(agent.agent_id);
        if (row === undefined) {
          continue;
        }
        const placed: PlacedTeamSession = {
          mission,
          session,
          agentId: agent.agent_id,
          row,
          beginning: session.beginning,
          ending: session.ending,
          colours: missionColours(mission.operation_name, completed, operationColours),
          hours,
          description: `${mission.client_name}, ${hours}${operation}${team}${completed ? ', terminé' : ''}${billingNoteOf(mission)}`,
        };
        sessions.push(placed);
        for (let slot = session.beginning; slot < session.ending && slot < SLOTS_PER_DAY; slot += 1) {
          cover[row]![slot] = placed;
        }
      }
    }
  }
  return { agents, sessions, cover };
}

/** A cell's accessible name: 'Alice Martin, 9h00, libre' or 'Alice Martin, 9h00, Dupont, 9h00 - 10h00, Ramonage'. */
export function cellName(agentName: string, slot: number, covering: PlacedTeamSession | undefined): string {
  return `${agentName}, ${slotToLabel(slot)}, ${covering ? covering.description : 'libre'}`;
}

/** Where a dragged session is dropped: an agent's row and a beginning (the length is kept). */
export interface TeamDayTarget {
  row: number;
  beginning: number;
}

/**
 * The call a drop comes to: `move` for new hours, `switch` for another agent, with the new hours
 * when both change (the server hands over and moves in one change, so that only the final place
 * has to be free).
 */
export type DropChange =
  | { kind: 'move'; beginning: number; ending: number }
  | {
      kind: 'switch';
      currentAgentId: number;
      newAgentId: number;
      hours?: { beginning: number; ending: number };
    };

/** The change a drop asks for; null when the session is dropped where it was. */
export function dropChange(
  layout: TeamDayLayout,
  placed: PlacedTeamSession,
  target: TeamDayTarget,
): DropChange | null {
  const length = placed.ending - placed.beginning;
  const beginning = Math.max(0, Math.min(SLOTS_PER_DAY - length, target.beginning));
  const hours = { beginning, ending: beginning + length };
  const isMoved = beginning !== placed.beginning;
  const newAgent = layout.agents[target.row];
  if (!newAgent || newAgent.id === placed.agentId) {
    return isMoved ? { kind: 'move', ...hours } : null;
  }
  return {
    kind: 'switch',
    currentAgentId: placed.agentId,
    newAgentId: newAgent.id,
    ...(isMoved ? { hours } : {}),
  };
}
