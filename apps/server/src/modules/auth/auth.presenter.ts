import type { SessionCompany } from './auth.service.ts';
import type { SessionAgent } from './agent-auth.service.ts';

/** The signed-in company as the back office's answers name it. */
export function presentAdmin(company: Pick<SessionCompany, 'id' | 'name'>) {
  return { company_id: company.id, company_name: company.name };
}

/** The answer of a sign-in to the agent app (a login, or a password chosen through an invitation). */
export function presentSignedInAgent(
  message: string,
  session: { agent: SessionAgent; company: Pick<SessionCompany, 'id' | 'name'> },
) {
  return { success: true as const, message, agent: session.agent, company: session.company };
}
