import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES, deName, type MissionView, type SessionView } from '@tourneo/domain';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import { useAddMissionSessions } from '../api/add-mission-sessions.ts';
import type { AgentOption } from '../options.ts';
import {
  nextSessionRow,
  validateSessionRows,
  type SessionRow,
  type SessionRowErrors,
} from '../session-rows.ts';
import { SessionRowsEditor } from './session-rows-editor.tsx';

export interface AddSessionsViewProps {
  mission: MissionView;
  /** The opened session: new ones start the working day after, with its hours and agents. */
  session: SessionView;
  today: string;
  /** The company's agents, to staff the new sessions. */
  agents: ListQuery<AgentOption>;
  onBack: () => void;
  /** The sessions are added (the popup closes a moment later). */
  onDone: (mission: MissionView) => void;
}

/** Spec 2: the add-sessions sub-view, a session manager, confirm, back. */
export function AddSessionsView({ mission, session, today, agents, onBack, onDone }: AddSessionsViewProps) {
  const addSessions = useAddMissionSessions();
  const lock = useSubmitLock();
  const nextKey = useRef(1);
  const sessionAgentIds = session.agents.map((agent) => agent.agent_id);
  const [rows, setRows] = useState<SessionRow[]>(() => [
    nextSessionRow(
      0,
      {
        isoDate: session.date,
        beginning: session.beginning,
        ending: session.ending,
        agentIds: sessionAgentIds,
      },
      today,
    ),
  ]);
  const [errors, setErrors] = useState<ReadonlyMap<number, SessionRowErrors>>(new Map());
  const [message, setMessage] = useState<string | undefined>();
  const [isDone, setDone] = useState(false);

  const addRow = () => {
    const last = rows.at(-1);
    const key = nextKey.current++;
    const lastDate = last ? validateSessionRows([last], today) : undefined;
    setRows([
      ...rows,
      nextSessionRow(
        key,
        {
          isoDate: lastDate?.isValid ? lastDate.sessions[0]!.date : session.date,
          beginning: last?.beginning ?? session.beginning,
          ending: last?.ending ?? session.ending,
          agentIds: last?.agentIds ?? sessionAgentIds,
        },
        today,
      ),
    ]);
    setMessage(undefined);
  };

  const confirm = () => {
    const checked = validateSessionRows(rows, today);
    if (!checked.isValid) {
      setErrors(checked.errors);
      setMessage(checked.message);
      return;
    }
    setErrors(new Map());
    setMessage(undefined);
    if (!lock.acquire()) {
      return;
    }
    addSessions.mutate(
      { missionId: mission.id, body: { sessions: checked.sessions } },
      {
        onSettled: lock.release,
        onSuccess: (answer) => {
          notify('success', answer.message);
          setDone(true);
          onDone(answer.data);
        },
        onError: (failure) => notify('error', serverMessageOr(failure, MESSAGES.missions.addSessionsError)),
      },
    );
  };

  return (
    <Stack>
      <Text size="sm">Ajouter des sessions au rendez-vous {deName(mission.client_name)}.</Text>
      {agents.isError && (
        <Alert color="red" role="alert">
          {MESSAGES.missions.agentsLoadError}
        </Alert>
      )}
      <SessionRowsEditor
        rows={rows}
        errors={errors}
        agents={agents.data ?? []}
        today={today}
        onChange={(next) => {
          setRows(next);
          setMessage(undefined);
        }}
        onAdd={addRow}
      />
      {message && (
        <Text c="red.8" size="sm" role="alert">
          {message}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={lock.isLocked}>
          Retour
        </Button>
        <Button onClick={confirm} loading={lock.isLocked} disabled={isDone}>
          Confirmer l&apos;ajout
        </Button>
      </Group>
    </Stack>
  );
}
