import { useState } from 'react';
import { AgentsScreen } from '../../features/agents/components/agents-screen.tsx';
import type { Agent } from '../../features/agents/api/get-agents.ts';
import { AgentQualificationsModal } from '../../features/roles/components/agent-qualifications-modal.tsx';

/** 'Gérer les agents': the agents screen, and the qualifications popup its modify menu opens. */
export function AgentsSection() {
  const [rolesAgent, setRolesAgent] = useState<Agent | undefined>();
  return (
    <>
      <AgentsScreen onManageRoles={setRolesAgent} />
      <AgentQualificationsModal agent={rolesAgent} onClose={() => setRolesAgent(undefined)} />
    </>
  );
}
