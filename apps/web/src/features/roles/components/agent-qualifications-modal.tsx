import { useEffect } from 'react';
import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';
import { useRoles } from '../api/get-roles.ts';
import { useAgentRoles } from '../api/get-agent-roles.ts';
import { useAssignAgentRole } from '../api/assign-agent-role.ts';
import { useRemoveAgentRole } from '../api/remove-agent-role.ts';
import { ToggleList } from '../../../components/ui/toggle-list.tsx';
import { notify } from '../../../lib/notify.ts';
import { useQualificationToggle } from '../../../lib/use-qualification-toggle.ts';

interface AgentQualificationsProps {
  agent: { id: number; name: string };
}

function AgentQualifications({ agent }: AgentQualificationsProps) {
  const roles = useRoles();
  const agentRoles = useAgentRoles(agent.id);
  const assign = useAssignAgentRole();
  const remove = useRemoveAgentRole();
  const { pendingId, toggle } = useQualificationToggle(assign, remove, (roleId) => ({
    agentId: agent.id,
    roleId,
  }));

  useEffect(() => {
    if (roles.error) {
      notify('error', MESSAGES.roles.loadError);
    }
  }, [roles.error]);
  useEffect(() => {
    if (agentRoles.error) {
      notify('error', MESSAGES.roles.agentRolesLoadError);
    }
  }, [agentRoles.error]);

  if (roles.isPending || agentRoles.isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Chargement..." />
      </Center>
    );
  }
  if (roles.error || agentRoles.error) {
    return (
      <Text c="red" role="alert">
        {roles.error ? MESSAGES.roles.loadError : MESSAGES.roles.agentRolesLoadError}
      </Text>
    );
  }
  return (
    <ToggleList
      items={roles.data}
      checkedIds={new Set(agentRoles.data.map((role) => role.id))}
      pendingId={pendingId}
      onToggle={toggle}
      emptyMessage={MESSAGES.roles.empty}
    />
  );
}

interface AgentQualificationsModalProps {
  agent: { id: number; name: string } | undefined;
  onClose: () => void;
}

/** 'Gestion des Qualifications' of an agent: one switch per qualification. */
export function AgentQualificationsModal({ agent, onClose }: AgentQualificationsModalProps) {
  return (
    <Modal opened={agent !== undefined} onClose={onClose} title="Gestion des Qualifications">
      {agent && (
        <Stack>
          <Text size="sm" c="dimmed">
            Agent : {agent.name}
          </Text>
          <AgentQualifications agent={agent} />
        </Stack>
      )}
    </Modal>
  );
}
