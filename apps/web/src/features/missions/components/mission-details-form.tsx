import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { MESSAGES, type MissionView, type SessionView } from '@tourneo/domain';
import { AddressInput } from '../../../components/ui/address-input.tsx';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import { useUpdateMission } from '../api/update-mission.ts';
import { useUpdateSession } from '../api/update-session.ts';
import { notifyConflict } from '../conflict-toast.ts';
import type { AgentOption, OperationOption } from '../options.ts';
import {
  allSessionsBody,
  hasOtherSessions,
  hasSessionChanges,
  missionFormValuesOf,
  thisSessionBody,
  validateMissionForm,
  type MissionFormErrors,
  type MissionFormValues,
} from '../mission-form.ts';
import { PlanDateInput } from './plan-date-input.tsx';
import { SessionEditChoicePopup } from './session-edit-choice-popup.tsx';
import { SessionTeamPanel } from './session-team-panel.tsx';
import { SlotRangeSliders } from './slot-range-sliders.tsx';

export interface MissionDetailsFormProps {
  mission: MissionView;
  session: SessionView;
  agentId: number;
  today: string;
  /** The company's agents (the team's names) and operations (the operation field's choices). */
  agents: ListQuery<AgentOption>;
  operations: ListQuery<OperationOption>;
  onChanged: (mission: MissionView) => void;
  /** Saved: the popup closes a moment later. */
  onSaved: () => void;
  onAddSessions: () => void;
  onTransfer: () => void;
  /** The calendar's agent left the session. */
  onCalendarAgentRemoved: () => void;
  onClose: () => void;
}

type Valid = Extract<ReturnType<typeof validateMissionForm>, { isValid: true }>;

/** A refusal of the server: a conflict toast (throttled) or the message, else the fallback. */
function notifyFailure(error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    notifyConflict(error.message);
    return;
  }
  notify('error', serverMessageOr(error, MESSAGES.missions.saveError));
}

/** The mission popup's details: client, e-mail, address, apartment, day, hours, operation, comments. */
export function MissionDetailsForm({
  mission,
  session,
  agentId,
  today,
  agents,
  operations,
  onChanged,
  onSaved,
  onAddSessions,
  onTransfer,
  onCalendarAgentRemoved,
  onClose,
}: MissionDetailsFormProps) {
  const [values, setValues] = useState<MissionFormValues>(() => missionFormValuesOf(mission, session));
  const [errors, setErrors] = useState<MissionFormErrors>({});
  const [pending, setPending] = useState<Valid | null>(null);
  const [isSaved, setSaved] = useState(false);
  const updateSession = useUpdateSession();
  const updateMission = useUpdateMission();
  const lock = useSubmitLock();

  const set = <K extends keyof MissionFormValues>(field: K, value: MissionFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const operationChoices = (operations.data ?? []).map((operation) => ({
    value: String(operation.id),
    label: operation.name,
  }));
  if (
    mission.operation_id !== null &&
    !operationChoices.some((choice) => choice.value === String(mission.operation_id))
  ) {
    operationChoices.push({
      value: String(mission.operation_id),
      label: mission.operation_name ?? `Opération n°${mission.operation_id}`,
    });
  }

  const save = async (form: Valid, applyToAllSessions: boolean) => {
    if (!lock.acquire()) {
      return;
    }
    try {
      let answer;
      if (applyToAllSessions) {
        answer = await updateMission.mutateAsync({
          missionId: mission.id,
          body: allSessionsBody(form, values),
        });
        if (form.isoDate !== session.date) {
          answer = await updateSession.mutateAsync({
            sessionId: session.session_id,
            body: { date: form.isoDate },
          });
        }
      } else {
        answer = await updateSession.mutateAsync({
          sessionId: session.session_id,
          body: thisSessionBody(form, values, session),
        });
      }
      notify('success', answer.message);
      onChanged(answer.data);
      setSaved(true);
      setPending(null);
      onSaved();
    } catch (error) {
      setPending(null);
      notifyFailure(error);
    } finally {
      lock.release();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = validateMissionForm(values, session, today);
    if (!form.isValid) {
      setErrors(form.errors);
      return;
    }
    setErrors({});
    if (hasOtherSessions(mission) && hasSessionChanges(values, form.isoDate, session)) {
      setPending(form);
      return;
    }
    void save(form, false);
  };

  const isBusy = lock.isLocked || isSaved;
  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Client"
            required
            value={values.client_name}
            error={errors.client_name}
            onChange={(event) => set('client_name', event.currentTarget.value)}
          />
          <TextInput
            label="E-mail du client"
            type="email"
            value={values.client_email}
            error={errors.client_email}
            onChange={(event) => set('client_email', event.currentTarget.value)}
          />
          <AddressInput
            label="Adresse"
            required
            value={values.address}
            error={errors.adresse}
            onChange={(address) => set('address', address)}
          />
          <TextInput
            label="Appartement"
            value={values.appartement}
            error={errors.appartement}
            onChange={(event) => set('appartement', event.currentTarget.value)}
          />
          <PlanDateInput
            label="Date"
            value={values.date}
            today={today}
            error={errors.date}
            onChange={(date) => set('date', date)}
          />
          <SlotRangeSliders
            beginning={values.beginning}
            ending={values.ending}
            error={errors.beginning ?? errors.ending}
            onChange={(range) => setValues((previous) => ({ ...previous, ...range }))}
          />
          <Select
            label="Opération"
            placeholder={operations.isError ? MESSAGES.missions.operationsLoadError : 'Aucune opération'}
            data={operationChoices}
            value={values.operation_id === null ? null : String(values.operation_id)}
            error={errors.operation_id}
            clearable
            searchable
            nothingFoundMessage="Aucune opération"
            onChange={(value) => set('operation_id', value === null ? null : Number(value))}
          />
          <Textarea
            label="Commentaires"
            autosize
            minRows={2}
            maxRows={6}
            value={values.comments}
            error={errors.comments}
            onChange={(event) => set('comments', event.currentTarget.value)}
          />
          {session.agents.length > 1 && (
            <SessionTeamPanel
              mission={mission}
              session={session}
              agentId={agentId}
              agents={agents}
              onChanged={onChanged}
              onCalendarAgentRemoved={onCalendarAgentRemoved}
            />
          )}
          <Group justify="space-between">
            <Group gap="xs">
              <Button variant="light" onClick={onAddSessions} disabled={isBusy}>
                Ajouter une session
              </Button>
              <Button variant="light" onClick={onTransfer} disabled={isBusy}>
                Transférer
              </Button>
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Fermer
              </Button>
              <Button type="submit" loading={lock.isLocked} disabled={isSaved}>
                Enregistrer
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <SessionEditChoicePopup
        opened={pending !== null}
        isBusy={lock.isLocked}
        onChoose={(applyToAllSessions) => {
          if (pending) {
            void save(pending, applyToAllSessions);
          }
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
