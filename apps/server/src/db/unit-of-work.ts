/**
 * The unit of work of the use cases that change missions (missions, booking, mobile): one
 * transaction, the events it carries to the modules that react to it (in the transaction, so what
 * they write commits or rolls back with the change: the outbox's messages), the NOTIFY of the
 * calendars it touched (delivered on commit only), and hooks run after the commit.
 * Decision 0024: a module reacts to another's change by subscribing here, not by being imported.
 */
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@tourneo/domain';
import type { CompanyScope, Database, Executor, Transaction } from './client.ts';
import { AppError, isExclusionViolation } from '../errors.ts';
import { publishIntegrationEvent, type IntegrationEvent } from './integration-events.ts';

/** The PostgreSQL channel of mission changes (payload: company_id, agent_ids, dates). */
export const MISSION_CHANGES_CHANNEL = 'mission_changes';

/** The events a unit of work carries, each handled in its transaction by the modules subscribed. */
export interface UnitOfWorkEvents {
  /** The end of the unit of work: these missions changed (those whose use case tells their client itself left out). */
  missionsChanged: { missionIds: readonly number[] };
  /** A mission is about to be deleted (its rows still readable); `notify`: its client may be told. */
  missionDeleting: { missionId: number; notify: boolean };
  /**
   * One planned session of a mission that stays left its place (deleted, or moved to other hours):
   * its former slot, with its agents, is free now (the change is already written).
   */
  sessionFreed: { missionId: number; slot: FreedSlot };
}

/** A session's former place in its agents' calendars. */
export interface FreedSlot {
  date: string;
  beginning: number;
  ending: number;
  agentIds: readonly number[];
}
export type UnitOfWorkEvent = keyof UnitOfWorkEvents;

/** A subscriber runs in the unit's transaction: its scope's `db` is that transaction. */
type Handler<E extends UnitOfWorkEvent> = (
  event: UnitOfWorkEvents[E],
  scope: CompanyScope<Transaction>,
) => Promise<void>;

const subscribers: { [E in UnitOfWorkEvent]: Set<Handler<E>> } = {
  missionsChanged: new Set(),
  missionDeleting: new Set(),
  sessionFreed: new Set(),
};

/** Subscribes to an event of every unit of work (of the process); answers the way to unsubscribe. */
export function subscribeToUnitOfWork<E extends UnitOfWorkEvent>(event: E, handler: Handler<E>): () => void {
  const handlers = subscribers[event] as Set<Handler<E>>;
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

/** What one use case changed, in its transaction: the calendars to tell, the missions, the hooks. */
export class UnitOfWork {
  /** The agents and dates whose calendars reload (the NOTIFY). */
  readonly agentIds = new Set<number>();
  readonly dates = new Set<string>();
  /** The missions touched: their clients hear of a moved or cancelled appointment. */
  readonly missionIds = new Set<number>();
  /** Missions whose client messages the use case writes itself (a booking link's reschedule). */
  readonly quietMissionIds = new Set<number>();
  /** Missions created or deleted here: their `mission.created`/`mission.deleted` went out, no `mission.updated`. */
  readonly createdMissionIds = new Set<number>();
  readonly deletedMissionIds = new Set<number>();
  private readonly afterCommitHooks: (() => Promise<void>)[] = [];

  readonly tx: Transaction;
  readonly companyId: number;

  constructor(tx: Transaction, companyId: number) {
    this.tx = tx;
    this.companyId = companyId;
  }

  /** The calendars of these agents holding these dates reload when the change commits. */
  add(agentIds: Iterable<number>, dates: Iterable<string>): void {
    for (const agentId of agentIds) {
      this.agentIds.add(agentId);
    }
    for (const date of dates) {
      this.dates.add(date);
    }
  }

  /** Runs `hook` once the transaction has committed (never for a rolled-back change), before the use case answers. */
  afterCommit(hook: () => Promise<void>): void {
    this.afterCommitHooks.push(hook);
  }

  /** Hands the event to its subscribers now, in this transaction. */
  async publish<E extends UnitOfWorkEvent>(event: E, payload: UnitOfWorkEvents[E]): Promise<void> {
    for (const handler of subscribers[event] as Set<Handler<E>>) {
      await handler(payload, { db: this.tx, companyId: this.companyId });
    }
  }

  /** Publishes an integration event (webhooks) now, in this transaction. */
  async emit(event: IntegrationEvent): Promise<void> {
    await publishIntegrationEvent({ db: this.tx, companyId: this.companyId }, event);
  }

  /** A mission created: `mission.created` now (before the events that follow it, a booking's). */
  async missionCreated(missionId: number): Promise<void> {
    this.createdMissionIds.add(missionId);
    await this.emit({ type: 'mission.created', missionId, data: { mission_id: missionId } });
  }

  /** A mission about to be deleted: `mission.deleted` now. */
  async missionDeleted(missionId: number): Promise<void> {
    this.deletedMissionIds.add(missionId);
    await this.emit({ type: 'mission.deleted', missionId, data: { mission_id: missionId } });
  }

  /** @internal the end of the work, still in the transaction: the missions' events, then the NOTIFY. */
  async finish(): Promise<void> {
    const missionIds = [...this.missionIds].filter((id) => !this.quietMissionIds.has(id));
    if (missionIds.length > 0) {
      await this.publish('missionsChanged', { missionIds });
    }
    const updated = new Set([...this.missionIds, ...this.quietMissionIds]);
    for (const missionId of [...updated].sort((a, b) => a - b)) {
      if (!this.createdMissionIds.has(missionId) && !this.deletedMissionIds.has(missionId)) {
        await this.emit({ type: 'mission.updated', missionId, data: { mission_id: missionId } });
      }
    }
    if (this.agentIds.size > 0 || this.dates.size > 0) {
      await notifyMissionChange(this.tx, this.companyId, this.agentIds, this.dates);
    }
  }

  /** @internal after the commit. */
  async committed(): Promise<void> {
    for (const hook of this.afterCommitHooks) {
      await hook();
    }
  }
}

/** Tells every server process which calendars to reload (pg_notify is delivered on commit only). */
async function notifyMissionChange(
  db: Executor,
  companyId: number,
  agentIds: Iterable<number>,
  dates: Iterable<string>,
): Promise<void> {
  let payload = JSON.stringify({
    company_id: companyId,
    agent_ids: [...new Set(agentIds)].sort((a, b) => a - b),
    dates: [...new Set(dates)].sort(),
  });
  // NOTIFY payloads stop at 8,000 bytes: past that, "something changed in this company".
  if (payload.length > 7_000) {
    payload = JSON.stringify({ company_id: companyId, agent_ids: [], dates: [] });
  }
  await db.execute(sql`select pg_notify(${MISSION_CHANGES_CHANNEL}, ${payload})`);
}

/**
 * Runs one use case in one transaction: its work, then (in the transaction) the subscribers of its
 * events and the NOTIFY of what it changed, then, committed, its after-commit hooks. An agent's
 * overlapping sessions are refused by the exclusion constraint: 409 with the spec's message.
 */
export async function runUnitOfWork<T>(
  db: Database,
  companyId: number,
  work: (tx: Transaction, uow: UnitOfWork) => Promise<T>,
): Promise<T> {
  let uow: UnitOfWork | undefined;
  let result: T;
  try {
    result = await db.transaction(async (tx) => {
      uow = new UnitOfWork(tx, companyId);
      const answer = await work(tx, uow);
      await uow.finish();
      return answer;
    });
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new AppError('CONFLICT', MESSAGES.missions.conflict);
    }
    throw error;
  }
  await uow!.committed();
  return result;
}
