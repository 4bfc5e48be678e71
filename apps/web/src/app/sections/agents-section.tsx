import { useState } from 'react';
import { AgentsScreen } from '../../features/agents/components/agents-screen.tsx';
import type { Agent } from '@tourneo/domain';
import { AgentQualificationsModal } from '../../features/roles/components/agent-qualifications-modal.tsx';

/** 'Gérer les agents': the agents screen, and the qualifications popup its modify menu opens. */
export function AgentsSection() {
  const [roles, setRoles] = useState<{ agent: Agent; returnFocus: () => void } | undefined>();
  return (
    <>
      <AgentsScreen
        onManageRoles={(agent, returnFocus) => setRoles({ agent, returnFocus })}
        isManagingRoles={roles !== undefined}
      />
      <AgentQualificationsModal
        agent={roles?.agent}
        onClose={() => {
          roles?.returnFocus();
          setRoles(undefined);
        }}
      />
    </>
  );
}
