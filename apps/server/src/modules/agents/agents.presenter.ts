import type { Agent, AgentListItem } from '@tourneo/domain';
import type * as repository from './agents.repository.ts';

/** The agent as the API shows it: never its password. */
export function presentAgent(agent: repository.AgentRow): Agent {
  return {
    id: agent.id,
    name: agent.name,
    postal_code: agent.postalCode,
    adresse: agent.adresse,
    latitude: agent.latitude,
    longitude: agent.longitude,
  };
}

/** An agent of the list, with its qualifications' ids. */
export function presentAgentListItem(agent: repository.AgentListRow): AgentListItem {
  return { ...presentAgent(agent), role_ids: agent.roleIds };
}
