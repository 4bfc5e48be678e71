import { useEffect, useState } from 'react';
import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';
import { useRoles } from '../api/get-roles.ts';
import { useAgentRoles } from '../api/get-agent-roles.ts';
import { useAssignAgentRole } from '../api/assign-agent-role.ts';
import { useRemoveAgentRole } from '../api/remove-agent-role.ts';
import { ToggleList, type ToggleItem } from '../../../components/ui/toggle-list.tsx';
import { notify } from '../../../lib/notify.ts';

interface AgentQualificationsProps {
  agent: { id: number; name: string };
}

function AgentQualifications({ agent }: AgentQualificationsProps) {
  const roles = useRoles();
  const agentRoles = useAgentRoles(agent.id);
  const assign = useAssignAgentRole();
  const remove = useRemoveAgentRole();
  const [pendingId, setPendingId] = useState<number | null>(null);

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

  // A toggle assigns a qualification the agent lacks and removes one it holds; the list reloads.
  const toggle = (role: ToggleItem, isChecked: boolean) => {
    setPendingId(role.id);
    const link = { agentId: agent.id, roleId: role.id };
    const options = {
      onSuccess: (answer: { alreadyExists?: boolean }) => {
        if (answer.alreadyExists) {
          notify('warning', MESSAGES.roles.alreadyAssigned);
        } else {
          notify('success', isChecked ? MESSAGES.roles.assigned : MESSAGES.roles.removed);
        }
      },
      onError: () => notify('error', MESSAGES.roles.toggleError),
      onSettled: () => setPendingId(null),
    };
    if (isChecked) {
      assign.mutate(link, options);
    } else {
      remove.mutate(link, options);
    }
  };

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
