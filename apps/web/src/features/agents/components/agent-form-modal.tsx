import { useRef } from 'react';
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
  /**
   * A popup opened from this one's menu is on top: Escape and the focus trap are its own, so one
   * Escape closes only that popup (Mantine's modals each listen to Escape on the window).
   */
  isCovered: boolean;
  onClose: () => void;
  /** `returnFocus`: back to this popup's menu button (the menu item is gone by then). */
  onManageRoles: (agent: Agent, returnFocus: () => void) => void;
}

/** The create and modify popups of an agent; Escape closes them. */
export function AgentFormModal({ agent, isOpen, isCovered, onClose, onManageRoles }: AgentFormModalProps) {
  const menuButton = useRef<HTMLButtonElement>(null);
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
          <ActionIcon ref={menuButton} variant="subtle" aria-label="Menu de l'agent">
            ⋮
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onManageRoles(agent, () => menuButton.current?.focus())}>
            Gérer les rôles
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  ) : (
    'Créer un agent'
  );

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={title}
      closeOnEscape={!isCovered}
      trapFocus={!isCovered}
      closeOnClickOutside={!isCovered}
    >
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
