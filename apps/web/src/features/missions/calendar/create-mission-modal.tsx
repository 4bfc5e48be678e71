import { useLayoutEffect, useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  SLOTS_PER_DAY,
  LAST_START_SLOT,
  LEADER_ROLE,
  addDays,
  createMissionFormValuesSchema,
  isWorkingDay,
  parisDateOf,
  slotToLabel,
  type Client,
  type CreateMissionBody,
} from '@tourneo/domain';
import { AddressField } from '../../../components/ui/address-field.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import type { SessionPlace } from './calendar-rules.ts';
import { missionFormValuesOf, type MissionFormValues } from './mission-form.ts';
import { MissionClientField, fullNameOf } from './mission-client-field.tsx';

interface Named {
  id: number;
  name: string;
}

export interface CreateMissionModalProps {
  /** The calendar's agent: on every session, and the lead unless another is chosen. */
  agent: Named;
  /** The sessions the selection made (one a day). */
  places: readonly SessionPlace[];
  agents: readonly Named[];
  operations: readonly Named[];
  isSubmitting: boolean;
  onSubmit: (body: CreateMissionBody) => void;
  onClose: () => void;
}

const START_CHOICES = Array.from({ length: LAST_START_SLOT + 1 }, (_slot, slot) => ({
  value: String(slot),
  label: slotToLabel(slot),
}));
const END_CHOICES = Array.from({ length: SLOTS_PER_DAY }, (_slot, index) => ({
  value: String(index + 1),
  label: slotToLabel(index + 1),
}));

/** The next working day after `date`. */
function nextWorkingDay(date: string): string {
  let next = addDays(date, 1);
  while (!isWorkingDay(next)) {
    next = addDays(next, 1);
  }
  return next;
}

/** The × that removes a session or an agent added. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={onClick}>
      ×
    </ActionIcon>
  );
}

/**
 * The creation form a selection opens (spec 2 §4 "Calendar creation"): the client (one of the
 * client file, searched as you type, or a new one with its phone, created with the mission), e-mail,
 * address, apartment, operation, comments, the sessions (one a selected day, more can be added) and
 * extra agents with the team's lead (the one 'Chef d'équipe'). One session and one agent make a
 * simple mission; more sessions a multi-session one; more agents a multi-agent one.
 */
export function CreateMissionModal({
  agent,
  places,
  agents,
  operations,
  isSubmitting,
  onSubmit,
  onClose,
}: CreateMissionModalProps) {
  // The date picker offers no past day (spec 2); typed past days and weekends are refused.
  const today = parisDateOf(new Date());
  const schema = useMemo(
    () => createMissionFormValuesSchema({ today, agentId: agent.id }),
    [today, agent.id],
  );
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<MissionFormValues, unknown, CreateMissionBody>({
    defaultValues: missionFormValuesOf(places, agent.id),
    resolver: zodResolver(schema) as unknown as Resolver<MissionFormValues, unknown, CreateMissionBody>,
  });
  const sessions = useFieldArray({ control, name: 'sessions' });
  const extraAgents = useFieldArray({ control, name: 'extraAgents' });
  const [chosenClient, telephone, extras, leadId] = useWatch({
    control,
    name: ['client', 'telephone', 'extraAgents', 'leadId'],
  });
  const otherAgents = agents.filter((candidate) => candidate.id !== agent.id);
  const chosenAgents = extras
    .map((extra) => otherAgents.find((candidate) => String(candidate.id) === extra.agentId))
    .filter((candidate): candidate is Named => candidate !== undefined);
  const team = [agent, ...chosenAgents];
  const effectiveLead = team.some((candidate) => String(candidate.id) === leadId) ? leadId : String(agent.id);
  // Mounted open and unmounted to close: the focus goes back to the slot that opened the form.
  const { remember, restore } = useReturnFocus();
  useLayoutEffect(() => {
    remember();
    return () => restore();
  }, [remember, restore]);

  const chooseClient = (client: Client) => {
    setValue('client', client);
    setValue('client_name', fullNameOf(client));
    setValue('client_email', client.email ?? '');
    setValue('address', {
      adresse: client.adresse,
      postal_code: client.code_postal,
      latitude: client.latitude,
      longitude: client.longitude,
    });
    if (getValues('operation_id') === '' && client.operation_id !== null) {
      setValue('operation_id', String(client.operation_id));
    }
  };

  const addSession = () => {
    const last = getValues('sessions').at(-1);
    sessions.append({
      date: last ? nextWorkingDay(last.date) : places[0]!.date,
      beginning: last?.beginning ?? 0,
      ending: last?.ending ?? 4,
    });
  };

  const listError =
    errors.sessions?.message ??
    errors.sessions?.root?.message ??
    errors.extraAgents?.message ??
    errors.extraAgents?.root?.message;
  return (
    <Modal opened onClose={onClose} title="Nouveau rendez-vous" size="lg" returnFocus={false}>
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
        <Stack>
          <Text size="sm">
            Agent : <strong>{agent.name}</strong>
          </Text>
          <Controller
            control={control}
            name="client_name"
            render={({ field }) => (
              <MissionClientField
                name={field.value}
                chosen={chosenClient}
                telephone={telephone}
                nameError={errors.client_name?.message}
                telephoneError={errors.telephone?.message}
                onNameChange={(name) => {
                  field.onChange(name);
                  setValue('client', null);
                }}
                onChoose={chooseClient}
                onTelephoneChange={(telephone) => setValue('telephone', telephone, { shouldDirty: true })}
              />
            )}
          />
          <TextInput
            label="E-mail du client"
            type="email"
            error={errors.client_email?.message}
            {...register('client_email')}
          />
          <AddressField
            control={control}
            name="address"
            error={errors.address?.adresse?.message ?? errors.address?.postal_code?.message}
          />
          <TextInput label="Appartement" {...register('appartement')} />
          <NativeSelect
            label="Opération"
            data={[
              { value: '', label: 'Aucune opération' },
              ...operations.map((operation) => ({ value: String(operation.id), label: operation.name })),
            ]}
            {...register('operation_id')}
          />
          <Textarea label="Commentaires" autosize minRows={2} {...register('comments')} />

          <Fieldset legend="Sessions">
            <Stack gap="xs">
              {sessions.fields.map((session, index) => (
                <Group key={session.id} align="flex-end" gap="xs" wrap="nowrap">
                  <TextInput
                    type="date"
                    label={`Date de la session ${index + 1}`}
                    min={today}
                    error={errors.sessions?.[index]?.date?.message}
                    {...register(`sessions.${index}.date`)}
                  />
                  <NativeSelect
                    label={`Début de la session ${index + 1}`}
                    data={START_CHOICES}
                    {...register(`sessions.${index}.beginning`, { valueAsNumber: true })}
                  />
                  <NativeSelect
                    label={`Fin de la session ${index + 1}`}
                    data={END_CHOICES}
                    error={errors.sessions?.[index]?.ending?.message}
                    {...register(`sessions.${index}.ending`, { valueAsNumber: true })}
                  />
                  {sessions.fields.length > 1 && (
                    <RemoveButton
                      label={`Retirer la session ${index + 1}`}
                      onClick={() => sessions.remove(index)}
                    />
                  )}
                </Group>
              ))}
              <Button variant="light" onClick={addSession} style={{ alignSelf: 'flex-start' }}>
                Ajouter une session
              </Button>
            </Stack>
          </Fieldset>

          <Fieldset legend="Agents">
            <Stack gap="xs">
              {extraAgents.fields.map((extra, index) => (
                <Group key={extra.id} align="flex-end" gap="xs" wrap="nowrap">
                  <NativeSelect
                    label={`Agent supplémentaire ${index + 1}`}
                    data={[
                      { value: '', label: 'Choisir un agent' },
                      ...otherAgents.map((candidate) => ({
                        value: String(candidate.id),
                        label: candidate.name,
                      })),
                    ]}
                    error={errors.extraAgents?.[index]?.agentId?.message}
                    {...register(`extraAgents.${index}.agentId`)}
                  />
                  <RemoveButton
                    label={`Retirer l'agent supplémentaire ${index + 1}`}
                    onClick={() => extraAgents.remove(index)}
                  />
                </Group>
              ))}
              <Button
                variant="light"
                onClick={() => extraAgents.append({ agentId: '' })}
                disabled={otherAgents.length === 0}
                style={{ alignSelf: 'flex-start' }}
              >
                Ajouter un agent
              </Button>
              {chosenAgents.length > 0 && (
                // The one choice of the lead: the agent chosen is 'Chef d'équipe', the others 'Technicien'.
                <Radio.Group
                  label={LEADER_ROLE}
                  value={effectiveLead}
                  onChange={(value) => setValue('leadId', value)}
                >
                  <Group mt="xs">
                    {team.map((candidate) => (
                      <Radio key={candidate.id} value={String(candidate.id)} label={candidate.name} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            </Stack>
          </Fieldset>

          <ErrorAlert message={listError} />
          <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitLabel="Créer le rendez-vous" />
        </Stack>
      </form>
    </Modal>
  );
}
