import { ActionIcon, Group, Menu, Modal } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';
import type { Agent } from '@tourneo/domain';
import { useCreateAgent } from '../api/create-agent.ts';
import { useUpdateAgent } from '../api/update-agent.ts';
import { AgentForm, type AgentFormOutput } from './agent-form.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';

interface AgentFormModalProps {
  /** The agent to modify; undefined creates one. */
  agent: Agent | undefined;
  isOpen: boolean;
  onClose: () => void;
  onManageRoles: (agent: Agent) => void;
}

/** The create and modify popups of an agent; Escape closes them. */
export function AgentFormModal({ agent, isOpen, onClose, onManageRoles }: AgentFormModalProps) {
  const createAgent = useCreateAgent();
  const updateAgent = useUpdateAgent();

  const submit = (values: AgentFormOutput) => {
    if (!agent) {
      createAgent.mutate(values, {
        onSuccess: () => {
          notify('success', MESSAGES.agents.created);
          onClose();
        },
        onError: (error) => notify('error', serverMessageOr(error, MESSAGES.agents.createError)),
      });
      return;
    }
    updateAgent.mutate(
      { ...values, id: agent.id },
      {
        onSuccess: () => {
          notify('success', MESSAGES.agents.updated);
          onClose();
        },
        onError: (error) => notify('error', serverMessageOr(error, MESSAGES.agents.updateError)),
      },
    );
  };

  const title = agent ? (
    <Group gap="xs">
      <span>Modifier l&apos;agent</span>
      <Menu position="bottom-start">
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label="Menu de l'agent">
            ⋮
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onManageRoles(agent)}>Gérer les rôles</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  ) : (
    'Créer un agent'
  );

  return (
    <Modal opened={isOpen} onClose={onClose} title={title} closeOnEscape>
      {isOpen && (
        <AgentForm
          key={agent?.id ?? 'new'}
          mode={agent ? 'modify' : 'create'}
          initialValues={agent}
          isSubmitting={createAgent.isPending || updateAgent.isPending}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
