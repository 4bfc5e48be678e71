import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { MESSAGES, deName, type MissionView, type SessionView } from '@tourneo/domain';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import { useSwitchSessionAgent } from '../api/switch-session-agent.ts';
import type { AgentOption, OperationQualificationsQuery } from '../options.ts';
import { otherSessionsToTransfer, transferChoices } from '../transfer.ts';

export interface TransferViewProps {
  mission: MissionView;
  session: SessionView;
  /** The agent the session is taken from (the calendar's). */
  agentId: number;
  today: string;
  /** The company's agents, to choose the new one from. */
  agents: ListQuery<AgentOption>;
  /** The qualifications an operation requires. */
  qualificationsOf: OperationQualificationsQuery;
  onBack: () => void;
  /** The transfer is done (the popup closes a moment later). */
  onDone: () => void;
}

/** Spec 2: the transfer sub-view, choose a new agent, confirm, back. */
export function TransferView({
  mission,
  session,
  agentId,
  today,
  agents,
  qualificationsOf,
  onBack,
  onDone,
}: TransferViewProps) {
  const switchAgent = useSwitchSessionAgent();
  const lock = useSubmitLock();
  const [newAgentId, setNewAgentId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isDone, setDone] = useState(false);
  const [isTransferringAll, setTransferringAll] = useState(false);
  const inSession = new Set(session.agents.map((agent) => agent.agent_id));
  const currentAgentId = inSession.has(agentId) ? agentId : (session.agents[0]?.agent_id ?? agentId);
  // A mission without an operation: nothing is required, nothing read.
  const required = useQuery({
    ...qualificationsOf(mission.operation_id ?? 0),
    enabled: mission.operation_id !== null,
  });
  // Until the operation's qualifications are known, nobody is offered (rather than the unqualified).
  const isReady = agents.isSuccess && (mission.operation_id === null || required.isSuccess);
  const choices = isReady ? transferChoices(agents.data, inSession, required.data ?? []) : [];
  const hasChoice = choices.some((choice) => !choice.disabled);

  const confirm = () => {
    if (newAgentId === null) {
      setError(MESSAGES.missions.agentRequired);
      return;
    }
    setError(undefined);
    if (!lock.acquire()) {
      return;
    }
    void transfer(Number(newAgentId)).finally(lock.release);
  };

  /**
   * This session, then (asked for) the agent's other sessions of the mission, which the first
   * answer lists: one call each, so a refused one (a conflict on the new agent's day) leaves
   * the others transferred and is reported.
   */
  const transfer = async (newAgent: number) => {
    const body = { current_agent_id: currentAgentId, new_agent_id: newAgent };
    let answer;
    try {
      answer = await switchAgent.mutateAsync({ sessionId: session.session_id, body });
    } catch (failure) {
      notify('error', serverMessageOr(failure, MESSAGES.missions.transferError));
      return;
    }
    const failures: string[] = [];
    if (isTransferringAll) {
      for (const sessionId of otherSessionsToTransfer(
        answer.data,
        session.session_id,
        currentAgentId,
        today,
      )) {
        try {
          await switchAgent.mutateAsync({ sessionId, body });
        } catch (failure) {
          failures.push(serverMessageOr(failure, MESSAGES.missions.transferError));
        }
      }
    }
    if (failures.length > 0) {
      notify('warning', MESSAGES.missions.transferPartial(failures.length, failures[0]!));
    } else {
      notify('success', answer.message);
    }
    setDone(true);
    onDone();
  };

  return (
    <Stack>
      <Text size="sm">
        Transférer la session du rendez-vous {deName(mission.client_name)} à un autre agent.
      </Text>
      {(agents.isError || required.isError) && (
        <Alert color="red" role="alert">
          {MESSAGES.missions.agentsLoadError}
        </Alert>
      )}
      <Select
        label="Nouvel agent"
        placeholder={
          !isReady ? 'Chargement...' : hasChoice ? 'Choisir un agent' : MESSAGES.missions.noOtherAgent
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
      {mission.total_sessions > 1 && (
        <Checkbox
          label="Transférer aussi ses autres sessions de ce rendez-vous"
          checked={isTransferringAll}
          onChange={(event) => setTransferringAll(event.currentTarget.checked)}
        />
      )}
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
