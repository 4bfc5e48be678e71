import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { MESSAGES, type MissionView, type SessionView } from '@tourneo/domain';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import { useAgentOptions } from '../api/get-agent-options.ts';
import { useSwitchSessionAgent } from '../api/switch-session-agent.ts';

export interface TransferViewProps {
  mission: MissionView;
  session: SessionView;
  /** The agent the session is taken from (the calendar's). */
  agentId: number;
  onBack: () => void;
  /** The transfer is done (the popup closes a moment later). */
  onDone: () => void;
}

/** Spec 2: the transfer sub-view, choose a new agent, confirm, back. */
export function TransferView({ mission, session, agentId, onBack, onDone }: TransferViewProps) {
  const agents = useAgentOptions();
  const switchAgent = useSwitchSessionAgent();
  const lock = useSubmitLock();
  const [newAgentId, setNewAgentId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isDone, setDone] = useState(false);
  const inSession = new Set(session.agents.map((agent) => agent.agent_id));
  const currentAgentId = inSession.has(agentId) ? agentId : (session.agents[0]?.agent_id ?? agentId);
  const choices = (agents.data ?? [])
    .filter((agent) => !inSession.has(agent.id))
    .map((agent) => ({ value: String(agent.id), label: agent.name }));

  const confirm = () => {
    if (newAgentId === null) {
      setError(MESSAGES.missions.agentRequired);
      return;
    }
    setError(undefined);
    if (!lock.acquire()) {
      return;
    }
    switchAgent.mutate(
      {
        sessionId: session.session_id,
        body: { current_agent_id: currentAgentId, new_agent_id: Number(newAgentId) },
      },
      {
        onSettled: lock.release,
        onSuccess: (answer) => {
          notify('success', answer.message);
          setDone(true);
          onDone();
        },
        onError: (failure) => notify('error', serverMessageOr(failure, MESSAGES.missions.transferError)),
      },
    );
  };

  return (
    <Stack>
      <Text size="sm">Transférer la session du rendez-vous de {mission.client_name} à un autre agent.</Text>
      {agents.isError && (
        <Alert color="red" role="alert">
          {MESSAGES.missions.agentsLoadError}
        </Alert>
      )}
      <Select
        label="Nouvel agent"
        placeholder={
          choices.length === 0 && agents.isSuccess ? MESSAGES.missions.noOtherAgent : 'Choisir un agent'
        }
        data={choices}
        value={newAgentId}
        onChange={(value) => {
          setNewAgentId(value);
          setError(undefined);
        }}
        error={error}
        searchable
        nothingFoundMessage="Aucun agent"
        required
      />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={lock.isLocked}>
          Retour
        </Button>
        <Button onClick={confirm} loading={lock.isLocked} disabled={isDone}>
          Confirmer le transfert
        </Button>
      </Group>
    </Stack>
  );
}
