import { useState } from 'react';
import { Button, Checkbox, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  SESSION_STATUSES,
  missionDetailsFormSchema,
  type MissionDetailsForm,
  type MissionView,
  type SessionView,
} from '@tourneo/domain';
import { MISSION_STATUS_LABELS } from '@tourneo/domain/missions/status-labels';
import { AddressField } from '../../../components/ui/address-field.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
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
  isReopeningForm,
  missionFormValuesOf,
  ownSessionFieldsOf,
  thisSessionBody,
  type MissionFormValues,
} from '../mission-form.ts';
import { PlanDateInput } from './plan-date-input.tsx';
import { ReopenDialog } from './reopen-dialog.tsx';
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

/** A refusal of the server: a conflict toast (throttled) or the message, else the fallback. */
function notifyFailure(error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    notifyConflict(error.message);
    return;
  }
  notify('error', serverMessageOr(error, MESSAGES.missions.saveError));
}

const STATUS_CHOICES = SESSION_STATUSES.map((status) => ({
  value: status,
  label: MISSION_STATUS_LABELS[status],
}));

/** A checked form waiting for a choice: where the hours go, with the reason of a reopening if any. */
interface PendingSave {
  form: MissionDetailsForm;
  reopenReason?: string;
}

/**
 * The mission popup's details: client, e-mail, address, apartment, day, hours, status, operation,
 * comments. A completed session given another status asks for the reason first (issue 39).
 */
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
  const [schema] = useState(() => missionDetailsFormSchema(today, session.date));
  const { register, control, handleSubmit, setValue, formState } = useForm<
    MissionFormValues,
    unknown,
    MissionDetailsForm
  >({
    defaultValues: missionFormValuesOf(mission, session),
    resolver: zodResolver(schema) as unknown as Resolver<MissionFormValues, unknown, MissionDetailsForm>,
    // As before the popup's fields were a form: the messages stay until the next save, and the
    // focus stays on the button (the date field would open its month).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const [beginning, ending] = useWatch({ control, name: ['beginning', 'ending'] });
  const [pending, setPending] = useState<PendingSave | null>(null);
  const [reopening, setReopening] = useState<MissionDetailsForm | null>(null);
  const [isSaved, setSaved] = useState(false);
  const updateSession = useUpdateSession();
  const updateMission = useUpdateMission();
  const lock = useSubmitLock();

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

  const save = async ({ form, reopenReason }: PendingSave, applyToAllSessions: boolean) => {
    if (!lock.acquire()) {
      return;
    }
    try {
      let answer;
      if (applyToAllSessions) {
        answer = await updateMission.mutateAsync({ missionId: mission.id, body: allSessionsBody(form) });
        const ownFields = ownSessionFieldsOf(form, session, reopenReason);
        if (Object.keys(ownFields).length > 0) {
          answer = await updateSession.mutateAsync({ sessionId: session.session_id, body: ownFields });
        }
      } else {
        answer = await updateSession.mutateAsync({
          sessionId: session.session_id,
          body: thisSessionBody(form, session, reopenReason),
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

  const proceed = (change: PendingSave) => {
    if (hasOtherSessions(mission) && hasSessionChanges(change.form, session)) {
      setPending(change);
      return;
    }
    void save(change, false);
  };

  const submit = handleSubmit((form) => {
    if (isReopeningForm(form, session)) {
      setReopening(form);
      return;
    }
    proceed({ form });
  });

  const isBusy = lock.isLocked || isSaved;
  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label="Client"
            required
            error={errors.client_name?.message}
            {...register('client_name')}
          />
          <TextInput
            label="E-mail du client"
            type="email"
            error={errors.client_email?.message}
            {...register('client_email')}
          />
          <AddressField control={control} name="address" error={errors.address?.adresse?.message} />
          <TextInput label="Appartement" error={errors.appartement?.message} {...register('appartement')} />
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <PlanDateInput
                label="Date"
                value={field.value}
                today={today}
                error={errors.date?.message}
                onChange={field.onChange}
              />
            )}
          />
          {session.session_status === 'planned' && (
            // Issue 39: the agent app starts a session on its day only, unless allowed here.
            <Checkbox label={MESSAGES.missions.earlyStartAllowed} {...register('early_start_allowed')} />
          )}
          <Controller
            control={control}
            name="session_status"
            render={({ field }) => (
              <Select
                label={MESSAGES.reopen.statusLabel}
                data={STATUS_CHOICES}
                value={field.value}
                error={errors.session_status?.message}
                allowDeselect={false}
                onChange={(value) => {
                  if (value !== null) {
                    field.onChange(value);
                  }
                }}
              />
            )}
          />
          <SlotRangeSliders
            beginning={beginning}
            ending={ending}
            error={errors.beginning?.message ?? errors.ending?.message}
            onChange={(range) => {
              setValue('beginning', range.beginning);
              setValue('ending', range.ending);
            }}
          />
          <Controller
            control={control}
            name="operation_id"
            render={({ field }) => (
              <Select
                label="Opération"
                placeholder={operations.isError ? MESSAGES.missions.operationsLoadError : 'Aucune opération'}
                data={operationChoices}
                value={field.value === null ? null : String(field.value)}
                error={errors.operation_id?.message}
                clearable
                searchable
                nothingFoundMessage="Aucune opération"
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
              />
            )}
          />
          <Textarea
            label="Commentaires"
            autosize
            minRows={2}
            maxRows={6}
            error={errors.comments?.message}
            {...register('comments')}
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
          <FormActions
            onCancel={onClose}
            cancelLabel="Fermer"
            isSubmitting={lock.isLocked}
            isSubmitDisabled={isSaved}
          >
            <Button variant="light" onClick={onAddSessions} disabled={isBusy}>
              Ajouter une session
            </Button>
            <Button variant="light" onClick={onTransfer} disabled={isBusy}>
              Transférer
            </Button>
          </FormActions>
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
      <ReopenDialog
        opened={reopening !== null}
        isBusy={lock.isLocked}
        onConfirm={(reopenReason) => {
          const form = reopening;
          setReopening(null);
          if (form) {
            proceed({ form, reopenReason });
          }
        }}
        onClose={() => setReopening(null)}
      />
    </>
  );
}
