import {
  LEADER_ROLE,
  MESSAGES,
  TECHNICIAN_ROLE,
  fillsTeamRequirements,
  findSlotRangeError,
  holdsQualifications,
  isPastDate,
  isWorkingDay,
  parisDateOf,
  removeFromTeam,
  withOneLead,
  workWeekAt,
  type AddSessionsInput,
  type CreateMissionInput,
  type CreationType,
  type MoveSessionInput,
  type SessionInput,
  type SwitchAgentInput,
  type UpdateMissionInput,
  type UpdateSessionInput,
  type MissionView,
} from '@tourneo/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, isExclusionViolation, isForeignKeyViolation } from '../../errors.ts';
import * as repository from './missions.repository.ts';
import { cancelAppointmentMessages, syncAppointmentMessages } from '../messaging/messaging.service.ts';
import { createClientOfMission, getClientOfMission } from '../clients/clients.service.ts';

const m = MESSAGES.missions;

const missionNotFound = () => new AppError('RDV_NOT_FOUND', m.notFound);
const sessionNotFound = () => new AppError('RDV_NOT_FOUND', m.sessionNotFound);
const agentNotFound = () => new AppError('NOT_FOUND', m.agentNotFound);
const operationNotFound = () => new AppError('NOT_FOUND', m.operationNotFound);

/** The agents and dates a change touched: what the NOTIFY tells the open calendars. */
export class Changes {
  readonly agentIds = new Set<number>();
  readonly dates = new Set<string>();
  /** The missions touched: their clients hear of a moved or cancelled appointment. */
  readonly missionIds = new Set<number>();
  /** Missions whose client messages the use case writes itself (a booking link's reschedule). */
  readonly quietMissionIds = new Set<number>();

  add(agentIds: Iterable<number>, dates: Iterable<string>): void {
    for (const agentId of agentIds) {
      this.agentIds.add(agentId);
    }
    for (const date of dates) {
      this.dates.add(date);
    }
  }
}

/**
 * Runs one use case in one transaction and, in that same transaction, tells every server process
 * what changed (pg_notify is delivered on commit, never for a rolled-back change). An agent's
 * overlapping sessions are refused by the exclusion constraint: 409 with the spec's message.
 */
export async function inTransaction<T>(
  db: Database,
  companyId: number,
  work: (tx: Transaction, changes: Changes) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const changes = new Changes();
      const result = await work(tx, changes);
      await syncAppointmentMessages({
        db: tx,
        companyId,
        missionIds: [...changes.missionIds].filter((id) => !changes.quietMissionIds.has(id)),
      });
      if (changes.agentIds.size > 0 || changes.dates.size > 0) {
        await repository.notifyMissionChange(tx, companyId, changes.agentIds, changes.dates);
      }
      return result;
    });
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new AppError('CONFLICT', m.conflict);
    }
    throw error;
  }
}

/** Today in Paris: sessions are not planned before it. */
const today = () => parisDateOf(new Date());

/** A date a session may be given now: a working day, not in the past (Paris). */
function assertPlannableDate(date: string): void {
  if (isPastDate(date, today())) {
    throw new AppError('BAD_REQUEST', m.pastDate);
  }
  if (!isWorkingDay(date)) {
    throw new AppError('BAD_REQUEST', m.weekendDate);
  }
}

function assertRange(range: { beginning: number; ending: number }): void {
  const error = findSlotRangeError(range);
  if (error) {
    throw new AppError('BAD_REQUEST', error);
  }
}

async function operationRulesOf(tx: Transaction, companyId: number, operationId: number | null | undefined) {
  if (operationId === null || operationId === undefined) {
    return undefined;
  }
  const rules = await repository.getOperationRules(tx, companyId, operationId);
  if (!rules) {
    throw operationNotFound();
  }
  return rules;
}

/**
 * Every team is of the company's agents, each holding all of the operation's qualifications, and
 * together filling its team requirements.
 */
async function assertTeams(
  tx: Transaction,
  companyId: number,
  operation: repository.OperationRules | undefined,
  teams: readonly (readonly number[])[],
): Promise<void> {
  const agents = await repository.findAgentsWithRoles(tx, companyId, [...new Set(teams.flat())]);
  for (const team of teams) {
    for (const agentId of team) {
      const agent = agents.get(agentId);
      if (!agent) {
        throw agentNotFound();
      }
      if (operation && !holdsQualifications(agent.roleIds, operation.role_ids)) {
        throw new AppError('BAD_REQUEST', m.qualificationMissing);
      }
    }
    if (
      operation &&
      !fillsTeamRequirements(
        team.map((agentId) => agents.get(agentId)!.roleIds),
        operation,
      )
    ) {
      throw new AppError('BAD_REQUEST', m.teamIncomplete);
    }
  }
}

/** Writes new sessions of a mission, numbered after `firstOrder`, each with exactly one lead. */
async function insertSessions(
  tx: Transaction,
  companyId: number,
  missionId: number,
  sessions: readonly SessionInput[],
  firstOrder: number,
  changes: Changes,
): Promise<void> {
  const ordered = [...sessions].sort((a, b) => a.date.localeCompare(b.date) || a.beginning - b.beginning);
  for (const [index, input] of ordered.entries()) {
    const session = await repository.insertSession(tx, companyId, missionId, firstOrder + index, {
      date: input.date,
      beginning: input.beginning,
      ending: input.ending,
      sessionType: input.session_type,
      sessionStatus: input.session_status,
      location: input.location ?? null,
      notes: input.notes ?? null,
    });
    await repository.insertSessionAgents(tx, companyId, session, withOneLead(input.agents));
    changes.add(
      input.agents.map((agent) => agent.agent_id),
      [input.date],
    );
  }
}

async function assertNewSessions(
  tx: Transaction,
  companyId: number,
  operation: repository.OperationRules | undefined,
  sessions: readonly SessionInput[],
): Promise<void> {
  for (const session of sessions) {
    assertRange(session);
    assertPlannableDate(session.date);
  }
  await assertTeams(
    tx,
    companyId,
    operation,
    sessions.map((session) => session.agents.map((agent) => agent.agent_id)),
  );
}

/** The mission, its row locked until the transaction ends (edits of one mission take turns). */
async function lockMission(tx: Transaction, companyId: number, missionId: number) {
  const mission = await repository.getMissionForUpdate(tx, companyId, missionId);
  if (!mission) {
    throw missionNotFound();
  }
  return mission;
}

/** The mission's sessions (in their order) and the agents of all of them. */
async function sessionsAndAgentsOf(tx: Transaction, companyId: number, missionId: number) {
  const sessions = await repository.findMissionSessions(tx, companyId, missionId);
  const agents = await repository.findSessionAgents(
    tx,
    companyId,
    sessions.map((session) => session.id),
  );
  return { sessions, agents };
}

/** The mission with its sessions and their agents, as the API shows it. */
async function presentMission(tx: Transaction, companyId: number, missionId: number): Promise<MissionView> {
  const mission = await lockMission(tx, companyId, missionId);
  const { sessions, agents } = await sessionsAndAgentsOf(tx, companyId, missionId);
  return {
    id: mission.id,
    rdv_id: mission.id,
    client_name: mission.clientName,
    client_email: mission.clientEmail,
    adresse: mission.adresse,
    appartement: mission.appartement,
    operation_id: mission.operationId,
    comments: mission.comments,
    status: mission.status,
    mission_type: mission.missionType,
    is_multi_session: mission.isMultiSession,
    is_multi_agent: mission.isMultiAgent,
    total_sessions: mission.totalSessions,
    total_agents: mission.totalAgents,
    total_duration: mission.totalDuration,
    lead_agent_id: mission.leadAgentId,
    creation_type: mission.creationType,
    client_id: mission.clientId,
    created_at: mission.createdAt,
    updated_at: mission.updatedAt,
    sessions: sessions.map((session) => ({
      session_id: session.id,
      date: session.date,
      beginning: session.beginning,
      ending: session.ending,
      duration: session.ending - session.beginning,
      session_order: session.sessionOrder,
      session_type: session.sessionType,
      session_status: session.sessionStatus,
      location: session.location,
      notes: session.notes,
      agents: agents
        .filter((agent) => agent.sessionId === session.id)
        .map((agent) => ({ agent_id: agent.agentId, role: agent.role, is_lead: agent.isLead })),
    })),
  };
}
export type PresentedMission = Awaited<ReturnType<typeof presentMission>>;

interface CompanyScope {
  db: Database;
  companyId: number;
}

/** The calendar reads' rows as missions, each with its sessions of the rows (in their order). */
function groupByMission(rows: readonly repository.WeekSessionRow[]): MissionView[] {
  const byMission = new Map<number, MissionView>();
  for (const row of rows) {
    const mission =
      byMission.get(row.mission_id) ??
      byMission
        .set(row.mission_id, { ...row.mission, rdv_id: row.mission_id, sessions: [] })
        .get(row.mission_id)!;
    mission.sessions.push({
      ...row.session,
      duration: row.session.ending - row.session.beginning,
      assigned_agents_count: row.session.agents.length,
      lead_agent: row.session.agents.find((agent) => agent.is_lead) ?? null,
    });
  }
  return [...byMission.values()];
}

/** The agent's missions of one work week (`offset` weeks from this one), read in one statement. */
export async function findAgentWeek({ db, companyId }: CompanyScope, agentId: number, offset: number) {
  if (!(await repository.agentExists(db, companyId, agentId))) {
    throw agentNotFound();
  }
  const week = workWeekAt(today(), offset);
  const rows = await repository.findAgentSessionsBetween(db, companyId, agentId, week.start, week.end);
  return {
    week: { offset, start: week.start, end: week.end, days: week.days },
    missions: groupByMission(rows),
  };
}

/** The whole team's day (the 'Planning d'équipe'): every agent, and the day's missions, in one statement. */
export async function findTeamDay({ db, companyId }: CompanyScope, date: string) {
  const { agents, sessions } = await repository.findTeamDay(db, companyId, date);
  return { date, agents, missions: groupByMission(sessions) };
}

/** How a mission was made (billing) and for which client of the list, if any. */
export interface MissionOrigin {
  creationType: CreationType;
  clientId?: number | null;
}

/**
 * Writes a new mission inside a transaction of `inTransaction` (the booking module's use cases
 * create missions this way, with every rule of a calendar creation). Returns its id.
 */
export async function insertNewMission(
  tx: Transaction,
  changes: Changes,
  companyId: number,
  input: CreateMissionInput,
  origin: MissionOrigin,
): Promise<number> {
  const operation = await operationRulesOf(tx, companyId, input.operation_id);
  await assertNewSessions(tx, companyId, operation, input.sessions);
  const missionId = await repository.insertMission(tx, companyId, {
    clientName: input.client_name,
    clientEmail: input.client_email ?? null,
    adresse: input.adresse,
    appartement: input.appartement ?? null,
    operationId: input.operation_id ?? null,
    comments: input.comments ?? null,
    creationType: origin.creationType,
    clientId: origin.clientId ?? null,
  });
  await insertSessions(tx, companyId, missionId, input.sessions, 1, changes);
  await repository.refreshMissionTotals(tx, companyId, missionId);
  return missionId;
}

/** Deletes a mission inside a transaction of `inTransaction` (a rescheduled or cancelled booking). */
export async function removeMission(
  tx: Transaction,
  changes: Changes,
  companyId: number,
  missionId: number,
): Promise<void> {
  await lockMission(tx, companyId, missionId);
  await touchMission(tx, companyId, missionId, changes);
  await deleteMissionRow(tx, companyId, missionId, changes);
}

/**
 * The client file's record of a calendar mission: the client chosen (the company's, else 404), or
 * the one created with the mission in its transaction; null for a client given as text alone.
 */
async function clientIdOf(
  tx: Transaction,
  companyId: number,
  input: CreateMissionInput,
): Promise<number | null> {
  if (input.client_id !== null && input.client_id !== undefined) {
    return (await getClientOfMission({ db: tx, companyId, clientId: input.client_id })).id;
  }
  if (!input.new_client) {
    return null;
  }
  // The operation first: the client takes it, and a foreign one answers the missions' 404.
  await operationRulesOf(tx, companyId, input.operation_id);
  return createClientOfMission({
    tx,
    companyId,
    input: {
      ...input.new_client,
      name: input.client_name,
      email: input.client_email ?? null,
      adresse: input.adresse,
      operationId: input.operation_id ?? null,
    },
  });
}

/** Creates a simple, multi-agent or multi-session mission from the calendar (creation type manual). */
export async function createMission({ db, companyId }: CompanyScope, input: CreateMissionInput) {
  return inTransaction(db, companyId, async (tx, changes) => {
    const clientId = await clientIdOf(tx, companyId, input);
    const missionId = await insertNewMission(tx, changes, companyId, input, {
      creationType: 'manual',
      clientId,
    });
    return presentMission(tx, companyId, missionId);
  });
}

/** The fields that were sent (`undefined`: not sent, left as it is; `null`: cleared). */
function given<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The mission's columns an edit sets, from the client fields given. */
function missionValuesOf(input: UpdateMissionInput | UpdateSessionInput): Partial<repository.MissionValues> {
  return given({
    clientName: input.client_name,
    clientEmail: input.client_email,
    adresse: input.adresse,
    appartement: input.appartement,
    operationId: input.operation_id,
    comments: input.comments,
  });
}

/** The session's columns an edit sets (the date is the caller's: it is checked). */
function sessionValuesOf(input: UpdateMissionInput | UpdateSessionInput): Partial<repository.SessionValues> {
  return given({
    beginning: input.beginning,
    ending: input.ending,
    sessionType: input.session_type,
    sessionStatus: input.session_status,
    location: input.location,
    notes: input.notes,
  });
}

/** A new operation must suit every agent already on the mission. */
async function assertOperationChange(
  tx: Transaction,
  companyId: number,
  missionId: number,
  operationId: number | null | undefined,
): Promise<void> {
  if (operationId === undefined || operationId === null) {
    return;
  }
  const operation = await operationRulesOf(tx, companyId, operationId);
  const { sessions, agents } = await sessionsAndAgentsOf(tx, companyId, missionId);
  await assertTeams(
    tx,
    companyId,
    operation,
    sessions.map((session) =>
      agents.filter((agent) => agent.sessionId === session.id).map((agent) => agent.agentId),
    ),
  );
}

/** Adds every agent and date of the mission's sessions to the change; returns them. */
async function touchMission(tx: Transaction, companyId: number, missionId: number, changes: Changes) {
  const team = await sessionsAndAgentsOf(tx, companyId, missionId);
  changes.missionIds.add(missionId);
  changes.add(
    team.agents.map((agent) => agent.agentId),
    team.sessions.map((session) => session.date),
  );
  return team;
}

/**
 * Runs one edit of a mission in one transaction (`edit` answers the mission's id), then recomputes
 * the mission's totals and answers it as the API shows it.
 */
async function editMission(
  { db, companyId }: CompanyScope,
  edit: (tx: Transaction, changes: Changes) => Promise<number>,
): Promise<MissionView> {
  return inTransaction(db, companyId, async (tx, changes) => {
    const missionId = await edit(tx, changes);
    changes.missionIds.add(missionId);
    await repository.refreshMissionTotals(tx, companyId, missionId);
    return presentMission(tx, companyId, missionId);
  });
}

/**
 * Edits the mission's client fields, status and comments; with `apply_to_all_sessions`, the
 * session fields given (hours, type, status, location, notes) go to every one of its sessions.
 */
export async function updateMission(
  { db, companyId }: CompanyScope,
  missionId: number,
  input: UpdateMissionInput,
) {
  return editMission({ db, companyId }, async (tx, changes) => {
    await lockMission(tx, companyId, missionId);
    await assertOperationChange(tx, companyId, missionId, input.operation_id);
    await repository.updateMission(tx, companyId, missionId, {
      ...missionValuesOf(input),
      ...(input.status ? { status: input.status } : {}),
    });
    const { sessions } = await touchMission(tx, companyId, missionId, changes);
    const sessionValues = sessionValuesOf(input);
    if (input.apply_to_all_sessions && Object.keys(sessionValues).length > 0) {
      for (const session of sessions) {
        assertRange({
          beginning: sessionValues.beginning ?? session.beginning,
          ending: sessionValues.ending ?? session.ending,
        });
        await repository.updateSession(tx, companyId, session.id, sessionValues);
      }
    }
    return missionId;
  });
}

/** The session and its mission, the mission locked: edits of one mission take turns. */
async function lockSession(tx: Transaction, companyId: number, sessionId: number) {
  const session = await repository.getSession(tx, companyId, sessionId);
  if (!session) {
    throw sessionNotFound();
  }
  const mission = await repository.getMissionForUpdate(tx, companyId, session.missionId);
  // Re-read under the lock: the session may have been deleted while we waited.
  const current = mission && (await repository.getSession(tx, companyId, sessionId));
  if (!mission || !current) {
    throw sessionNotFound();
  }
  const agents = await repository.findSessionAgents(tx, companyId, [sessionId]);
  return { session: current, mission, agents };
}

/** Edits one session (date, hours, type, status, location, notes) and, if given, its mission's client fields. */
export async function updateSession(
  { db, companyId }: CompanyScope,
  sessionId: number,
  input: UpdateSessionInput,
) {
  return editMission({ db, companyId }, async (tx, changes) => {
    const { session, mission, agents } = await lockSession(tx, companyId, sessionId);
    const values = sessionValuesOf(input);
    assertRange({
      beginning: values.beginning ?? session.beginning,
      ending: values.ending ?? session.ending,
    });
    if (input.date !== undefined && input.date !== session.date) {
      assertPlannableDate(input.date);
      values.date = input.date;
    }
    await assertOperationChange(tx, companyId, mission.id, input.operation_id);
    const missionValues = missionValuesOf(input);
    if (Object.keys(missionValues).length > 0) {
      await repository.updateMission(tx, companyId, mission.id, missionValues);
    }
    await repository.updateSession(tx, companyId, sessionId, values);
    changes.add(
      agents.map((agent) => agent.agentId),
      [session.date, values.date ?? session.date],
    );
    return mission.id;
  });
}

/** Moves a session to another date and hours (same rules as a new session's). */
export async function moveSession(
  { db, companyId }: CompanyScope,
  sessionId: number,
  input: MoveSessionInput,
) {
  return editMission({ db, companyId }, async (tx, changes) => {
    const { session, mission, agents } = await lockSession(tx, companyId, sessionId);
    assertRange({ beginning: input.new_beginning, ending: input.new_ending });
    if (input.new_date !== session.date) {
      assertPlannableDate(input.new_date);
    }
    await repository.updateSession(tx, companyId, sessionId, {
      date: input.new_date,
      beginning: input.new_beginning,
      ending: input.new_ending,
    });
    changes.add(
      agents.map((agent) => agent.agentId),
      [session.date, input.new_date],
    );
    return mission.id;
  });
}

/** The new date and hours a switch-agent call moves its session to, if any. */
const moveOf = (input: SwitchAgentInput) =>
  input.new_date !== undefined && input.new_beginning !== undefined && input.new_ending !== undefined
    ? { date: input.new_date, beginning: input.new_beginning, ending: input.new_ending }
    : null;

/**
 * Hands one agent's place in a session to another agent, who keeps the place's lead; the role
 * follows the lead (a `new_role` that says otherwise is not kept: one 'Chef d'équipe' a session).
 */
export async function switchSessionAgent(
  { db, companyId }: CompanyScope,
  sessionId: number,
  input: SwitchAgentInput,
) {
  return inTransaction(db, companyId, async (tx, changes) => {
    const { session, mission, agents } = await lockSession(tx, companyId, sessionId);
    if (!(await repository.agentExists(tx, companyId, input.new_agent_id))) {
      throw agentNotFound();
    }
    if (!agents.some((agent) => agent.agentId === input.current_agent_id)) {
      throw new AppError('NOT_FOUND', m.agentNotInSession);
    }
    if (input.new_agent_id === input.current_agent_id) {
      return presentMission(tx, companyId, mission.id);
    }
    if (agents.some((agent) => agent.agentId === input.new_agent_id)) {
      throw new AppError('CONFLICT', m.agentAlreadyInSession);
    }
    const team = agents.map((agent) =>
      agent.agentId === input.current_agent_id ? input.new_agent_id : agent.agentId,
    );
    await assertTeams(tx, companyId, await operationRulesOf(tx, companyId, mission.operationId), [team]);
    const leaving = agents.find((agent) => agent.agentId === input.current_agent_id)!;
    const role = leaving.isLead ? LEADER_ROLE : TECHNICIAN_ROLE;
    const move = moveOf(input);
    if (move) {
      assertRange(move);
      if (move.date !== session.date) {
        assertPlannableDate(move.date);
      }
      // Leave, move, join: each statement keeps every agent free of overlaps, so only the final
      // place counts (the new agent may be busy at the old hours, the old one at the new hours).
      await repository.deleteSessionAgent(tx, companyId, sessionId, input.current_agent_id);
      await repository.updateSession(tx, companyId, sessionId, move);
      await repository.insertSessionAgents(tx, companyId, { id: sessionId, ...move }, [
        { agent_id: input.new_agent_id, role, is_lead: leaving.isLead },
      ]);
      // The client hears of new hours as of any move.
      changes.missionIds.add(mission.id);
    } else {
      await repository.replaceSessionAgent(
        tx,
        companyId,
        sessionId,
        input.current_agent_id,
        input.new_agent_id,
        role,
      );
    }
    changes.add(
      [...agents.map((agent) => agent.agentId), input.new_agent_id],
      [session.date, move?.date ?? session.date],
    );
    await repository.refreshMissionTotals(tx, companyId, mission.id);
    return presentMission(tx, companyId, mission.id);
  });
}

/** Makes an agent of the mission the lead of every session they are on. */
export async function switchMissionLeader(
  { db, companyId }: CompanyScope,
  missionId: number,
  agentId: number,
) {
  return editMission({ db, companyId }, async (tx, changes) => {
    await lockMission(tx, companyId, missionId);
    if (!(await repository.agentExists(tx, companyId, agentId))) {
      throw agentNotFound();
    }
    const { agents } = await touchMission(tx, companyId, missionId, changes);
    const led = agents.filter((agent) => agent.agentId === agentId);
    if (led.length === 0) {
      throw new AppError('BAD_REQUEST', m.leaderNotInMission);
    }
    for (const { sessionId } of led) {
      await repository.setSessionLead(tx, companyId, sessionId, agentId, LEADER_ROLE, TECHNICIAN_ROLE);
    }
    return missionId;
  });
}

/** Adds sessions to a mission, with the rules of new sessions. */
export async function addMissionSessions(
  { db, companyId }: CompanyScope,
  missionId: number,
  input: AddSessionsInput,
) {
  return editMission({ db, companyId }, async (tx, changes) => {
    const mission = await lockMission(tx, companyId, missionId);
    const operation = await operationRulesOf(tx, companyId, mission.operationId);
    await assertNewSessions(tx, companyId, operation, input.sessions);
    const existing = await repository.findMissionSessions(tx, companyId, missionId);
    const nextOrder = Math.max(0, ...existing.map((session) => session.sessionOrder)) + 1;
    await insertSessions(tx, companyId, missionId, input.sessions, nextOrder, changes);
    return missionId;
  });
}

/** Takes an agent off a session; the lead passes on when the lead leaves; an agent alone stays. */
export async function removeSessionAgent(
  { db, companyId }: CompanyScope,
  sessionId: number,
  agentId: number,
) {
  return editMission({ db, companyId }, async (tx, changes) => {
    const { session, mission, agents } = await lockSession(tx, companyId, sessionId);
    const team = agents.map((agent) => ({ agent_id: agent.agentId, is_lead: agent.isLead }));
    if (!team.some((agent) => agent.agent_id === agentId)) {
      throw new AppError('NOT_FOUND', m.agentNotInSession);
    }
    const remaining = removeFromTeam(team, agentId);
    if (!remaining) {
      throw new AppError('BAD_REQUEST', m.soleAgentRemoval);
    }
    await repository.deleteSessionAgent(tx, companyId, sessionId, agentId);
    const lead = remaining.find((agent) => agent.is_lead);
    if (lead && !agents.some((agent) => agent.agentId === lead.agent_id && agent.isLead)) {
      await repository.setSessionLead(tx, companyId, sessionId, lead.agent_id, LEADER_ROLE, TECHNICIAN_ROLE);
    }
    changes.add([agentId], [session.date]);
    return mission.id;
  });
}

/** Deletes a session; the last one takes its mission with it (`rdv_deleted`). */
export async function deleteSession({ db, companyId }: CompanyScope, sessionId: number) {
  return inTransaction(db, companyId, async (tx, changes) => {
    const { session, mission, agents } = await lockSession(tx, companyId, sessionId);
    changes.add(
      agents.map((agent) => agent.agentId),
      [session.date],
    );
    changes.missionIds.add(mission.id);
    await repository.deleteSession(tx, companyId, sessionId);
    const left = await repository.findMissionSessions(tx, companyId, mission.id);
    if (left.length === 0) {
      await deleteMissionRow(tx, companyId, mission.id, changes);
      return { rdv_deleted: true, rdv_id: mission.id };
    }
    await repository.refreshMissionTotals(tx, companyId, mission.id);
    return { rdv_deleted: false, rdv_id: mission.id };
  });
}

async function deleteMissionRow(
  tx: Transaction,
  companyId: number,
  missionId: number,
  changes: Changes,
): Promise<void> {
  // Its client hears of the cancellation, unless the use case tells it itself (a reschedule).
  await cancelAppointmentMessages({
    db: tx,
    companyId,
    missionId,
    notify: !changes.quietMissionIds.has(missionId),
  });
  try {
    // A savepoint, so that a refused delete can answer DELETE_FAILED rather than abort the transaction.
    await tx.transaction(async (savepoint) => {
      await repository.deleteMission(savepoint, companyId, missionId);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError('DELETE_FAILED', m.deleteFailed);
    }
    throw error;
  }
}

/** Deletes a mission and all its sessions. */
export async function deleteMission({ db, companyId }: CompanyScope, missionId: number) {
  return inTransaction(db, companyId, async (tx, changes) => {
    await removeMission(tx, changes, companyId, missionId);
    return { rdv_id: missionId };
  });
}
