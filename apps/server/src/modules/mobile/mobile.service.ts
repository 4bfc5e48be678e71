import { addDays, parisDateOf, type MobileScheduleInput } from '@tourneo/domain';
import * as repository from './mobile.repository.ts';
import { sessionView, type AgentScope } from './agent-session.ts';
import { presentSession } from './mobile.presenter.ts';

/** The agent app's use cases (decision 0019), each group in its own file. */
export { PURGE_BATCH, purgeDeletedFiles, type AgentScope, type AgentStorageScope } from './agent-session.ts';
export { completeSession, startSession } from './session-progress.ts';
export {
  addReportFile,
  deleteReportPhoto,
  getReportFileBytes,
  saveAnswers,
  saveSignature,
} from './session-report.ts';
export { announceEnRoute } from './en-route.ts';

/** The agent's sessions from `from` (default: today in Paris) for `days` days, in order. */
export async function findAgentSchedule({
  db,
  companyId,
  agentId,
  input,
}: AgentScope & { input: MobileScheduleInput }) {
  const today = parisDateOf(new Date());
  const from = input.from ?? today;
  const to = addDays(from, input.days - 1);
  const rows = await repository.findAgentSessionsBetween(db, companyId, agentId, from, to);
  return { today, from, to, data: rows.map(presentSession) };
}

/** One of the agent's sessions; another agent's or company's answers 404. */
export async function getAgentSession(options: AgentScope & { sessionId: number }) {
  return sessionView(options);
}
