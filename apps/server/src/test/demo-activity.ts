import { and, countDistinct, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  bookingEvents,
  missionAnswers,
  missionFiles,
  missionSessions,
  missions,
  outboxMessages,
} from '../db/schema/index.ts';

/** One session of the demo's activity as the tests read it back. */
export interface SeededSession {
  missionId: number;
  date: string;
  sessionStatus: string;
  missionStatus: string;
  creationType: string;
  bookedVia: string | null;
  clientId: number | null;
  beginning: number;
  ending: number;
  agentId: number;
}

/** What a demo company holds once seeded: its sessions and, by mission, its report. For the seed tests. */
export async function readDemoActivity(db: Executor, companyId: number) {
  const sessions: SeededSession[] = await db
    .select({
      missionId: missions.id,
      date: missionSessions.date,
      sessionStatus: missionSessions.sessionStatus,
      missionStatus: missions.status,
      creationType: missions.creationType,
      bookedVia: missions.bookedVia,
      clientId: missions.clientId,
      beginning: missionSessions.beginning,
      ending: missionSessions.ending,
      agentId: missions.leadAgentId,
    })
    .from(missionSessions)
    .innerJoin(
      missions,
      and(eq(missions.companyId, missionSessions.companyId), eq(missions.id, missionSessions.missionId)),
    )
    .where(eq(missionSessions.companyId, companyId))
    .then((rows) => rows.map((row) => ({ ...row, agentId: row.agentId! })));
  const files = await db
    .select({
      missionId: missionFiles.missionId,
      kind: missionFiles.kind,
      storageKey: missionFiles.storageKey,
    })
    .from(missionFiles)
    .where(eq(missionFiles.companyId, companyId));
  const [answered] = await db
    .select({ value: countDistinct(missionAnswers.missionId) })
    .from(missionAnswers)
    .where(eq(missionAnswers.companyId, companyId));
  const outbox = await db
    .select({ status: outboxMessages.status, kind: outboxMessages.kind })
    .from(outboxMessages)
    .where(eq(outboxMessages.companyId, companyId));
  const events = await db
    .select({ kind: bookingEvents.kind })
    .from(bookingEvents)
    .where(eq(bookingEvents.companyId, companyId));
  return { sessions, files, missionsWithAnswers: answered?.value ?? 0, outbox, events };
}
