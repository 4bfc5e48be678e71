import { OWNER_ROLE } from '@tourneo/domain';
import type { SessionCompany } from './auth.service.ts';
import type { SessionAgent } from './agent-auth.service.ts';

/**
 * The signed-in company as the back office's answers name it, with who signed in (issue 26): the
 * owner (company login, an administrateur) or a person and their role.
 */
export function presentAdmin(company: Pick<SessionCompany, 'id' | 'name' | 'person' | 'mustEnrolTotp'>) {
  const { person } = company;
  return {
    company_id: company.id,
    company_name: company.name,
    role: person?.role ?? OWNER_ROLE,
    is_owner: !person,
    ...(person ? { person_id: person.id, person_name: person.name, email: person.email } : {}),
    ...(company.mustEnrolTotp ? { totp_enrolment_required: true } : {}),
  };
}

/** The answer of a sign-in to the agent app (a login, or a password chosen through an invitation). */
export function presentSignedInAgent(
  message: string,
  session: { agent: SessionAgent; company: Pick<SessionCompany, 'id' | 'name'> },
) {
  return { success: true as const, message, agent: session.agent, company: session.company };
}
