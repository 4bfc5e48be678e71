import { useState } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@tourneo/domain';
import type { Agent } from '@tourneo/domain';
import { useAgents } from '../api/get-agents.ts';
import { useDeleteAgent } from '../api/delete-agent.ts';
import { useRevokeAgentSessions } from '../api/revoke-agent-sessions.ts';
import { AgentCard } from './agent-card.tsx';
import { AgentFormModal } from './agent-form-modal.tsx';
import { InviteAgentModal } from './invite-agent-modal.tsx';
import { CalendarFeedModal } from './calendar-feed-modal.tsx';
import { SettingsPage } from '../../../components/ui/settings-page.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';

interface AgentsScreenProps {
  /**
   * Opens the agent's 'Gestion des Qualifications' (assembled by the app) on top of the agent's
   * popup; `returnFocus` gives the focus back to that popup's menu once the second one closes.
   */
  onManageRoles: (agent: Agent, returnFocus: () => void) => void;
  /** Whether that qualifications popup is open, on top of the agent's popup. */
  isManagingRoles: boolean;
}

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'modify'; agent: Agent };

/** 'Tous les agents': cards, add, modify, delete. */
export function AgentsScreen({ onManageRoles, isManagingRoles }: AgentsScreenProps) {
  const agents = useAgents();
  const deleteAgent = useDeleteAgent();
  const revokeSessions = useRevokeAgentSessions();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [inviting, setInviting] = useState<Agent | undefined>();
  const [showingFeed, setShowingFeed] = useState<Agent | undefined>();
  const focus = useReturnFocus();
  const open = (next: Editing) => {
    focus.remember();
    setEditing(next);
  };

  const confirmDelete = (agent: Agent) =>
    modals.openConfirmModal({
      title: "Supprimer l'agent",
      children: <Text size="sm">{MESSAGES.agents.confirmDelete}</Text>,
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteAgent.mutate(agent.id, {
          onSuccess: () => notify('success', MESSAGES.agents.deleted),
          onError: (error) => notify('error', serverMessageOr(error, MESSAGES.agents.deleteError)),
        }),
    });

  const confirmSignOutApp = (agent: Agent) =>
    modals.openConfirmModal({
      title: "Déconnecter l'application",
      children: <Text size="sm">{MESSAGES.agents.confirmSignOutApp(agent.name)}</Text>,
      labels: { confirm: 'Déconnecter', cancel: 'Annuler' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revokeSessions.mutate(agent.id, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', serverMessageOr(error, MESSAGES.agents.signOutAppError)),
        }),
    });

  return (
    <>
      <SettingsPage
        title="Tous les agents"
        addLabel="Ajouter un agent"
        onAdd={() => open({ mode: 'create' })}
        isLoading={agents.isPending}
        // The dashboard already notifies this error: the side menu shares the query.
        errorMessage={agents.error ? MESSAGES.agents.loadError : null}
        isEmpty={agents.data?.length === 0}
        emptyMessage={MESSAGES.agents.empty}
      >
        {agents.data?.map((agent) => (
          <AgentCard
            key={agent.id}
            agent={agent}
            onModify={() => open({ mode: 'modify', agent })}
            onDelete={() => confirmDelete(agent)}
            onSignOutApp={() => confirmSignOutApp(agent)}
            onInvite={() => {
              focus.remember();
              setInviting(agent);
            }}
            onCalendarFeed={() => {
              focus.remember();
              setShowingFeed(agent);
            }}
          />
        ))}
      </SettingsPage>
      <InviteAgentModal
        agent={inviting}
        onClose={() => {
          focus.restore();
          setInviting(undefined);
        }}
      />
      <CalendarFeedModal
        agent={showingFeed}
        onClose={() => {
          focus.restore();
          setShowingFeed(undefined);
        }}
      />
      <AgentFormModal
        isOpen={editing.mode !== 'closed'}
        agent={editing.mode === 'modify' ? editing.agent : undefined}
        isCovered={isManagingRoles}
        onClose={() => {
          focus.restore();
          setEditing({ mode: 'closed' });
        }}
        // The agent's popup stays open below: closing the qualifications goes back to it.
        onManageRoles={onManageRoles}
      />
    </>
  );
}
