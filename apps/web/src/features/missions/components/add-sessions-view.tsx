import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  addSessionsFormSchema,
  deName,
  findPlanDateError,
  type AddSessionsBody,
  type MissionView,
  type SessionView,
} from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import { useAddMissionSessions } from '../api/add-mission-sessions.ts';
import type { AgentOption } from '../options.ts';
import { nextSessionRow, type SessionRowsValues } from '../session-rows.ts';
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
  const sessionAgentIds = session.agents.map((agent) => agent.agent_id);
  const [schema] = useState(() => addSessionsFormSchema(today));
  const form = useForm<SessionRowsValues, unknown, AddSessionsBody>({
    defaultValues: {
      sessions: [
        nextSessionRow(
          {
            isoDate: session.date,
            beginning: session.beginning,
            ending: session.ending,
            agentIds: sessionAgentIds,
          },
          today,
        ),
      ],
    },
    resolver: zodResolver(schema) as unknown as Resolver<SessionRowsValues, unknown, AddSessionsBody>,
    // The messages stay until the next confirmation, and the focus on its button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const rows = useFieldArray({ control: form.control, name: 'sessions' });
  const { errors } = form.formState;
  const [isDone, setDone] = useState(false);

  const listMessage = errors.sessions?.message ?? errors.sessions?.root?.message;
  // 'Veuillez ajouter au moins une session' goes once the list changes.
  const clearListMessage = () => {
    if (listMessage) {
      form.clearErrors('sessions');
    }
  };

  const addRow = () => {
    const last = form.getValues('sessions').at(-1);
    rows.append(
      nextSessionRow(
        {
          isoDate: (last && findPlanDateError(last.date, today).isoDate) ?? session.date,
          beginning: last?.beginning ?? session.beginning,
          ending: last?.ending ?? session.ending,
          agentIds: last?.agentIds ?? sessionAgentIds,
        },
        today,
      ),
    );
    clearListMessage();
  };

  const confirm = form.handleSubmit((body) => {
    if (!lock.acquire()) {
      return;
    }
    addSessions.mutate(
      { missionId: mission.id, body },
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
  });

  return (
    <Stack>
      <Text size="sm">Ajouter des sessions au rendez-vous {deName(mission.client_name)}.</Text>
      <ErrorAlert message={agents.isError ? MESSAGES.missions.agentsLoadError : null} />
      <SessionRowsEditor
        form={form}
        rows={rows.fields}
        agents={agents.data ?? []}
        today={today}
        onRemove={(index) => {
          rows.remove(index);
          clearListMessage();
        }}
        onAdd={addRow}
      />
      {listMessage && (
        <Text c="red.8" size="sm" role="alert">
          {listMessage}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={lock.isLocked}>
          Retour
        </Button>
        <Button onClick={() => void confirm()} loading={lock.isLocked} disabled={isDone}>
          Confirmer l&apos;ajout
        </Button>
      </Group>
    </Stack>
  );
}
