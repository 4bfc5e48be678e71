import { useLayoutEffect, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ActionIcon,
  Alert,
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
  TECHNICIAN_ROLE,
  addDays,
  findPlanDateError,
  isIsoDate,
  isWorkingDay,
  isoToFrenchDate,
  parisDateOf,
  slotToLabel,
  type Client,
  type CreateMissionBody,
} from '@tourneo/domain';
import { AddressInput } from '../../../components/ui/address-input.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import type { SessionPlace } from '../calendar-rules.ts';
import {
  DEFAULT_MISSION_FORM_VALUES,
  missionResolver,
  type MissionFormContext,
  type MissionFormValues,
} from '../mission-form.ts';
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

interface ExtraAgent {
  key: number;
  agentId: string;
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

/**
 * Why a session's date cannot be planned (none chosen, then the server's messages: past date,
 * weekend), else null. A date that is not a date at all is left to the schema.
 */
function sessionDateError(date: string, today: string): string | null {
  if (date.trim() === '') {
    return findPlanDateError('', today).error;
  }
  return isIsoDate(date) ? findPlanDateError(isoToFrenchDate(date), today).error : null;
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
  const [sessions, setSessions] = useState(() => places.map((place, key) => ({ key, ...place })));
  const [extraAgents, setExtraAgents] = useState<ExtraAgent[]>([]);
  const [leadId, setLeadId] = useState(String(agent.id));
  /** A session's date the server would refuse (past, weekend), by session key. */
  const [sessionDateErrors, setSessionDateErrors] = useState<Record<number, string>>({});
  const [nextKey, setNextKey] = useState(1000);
  const otherAgents = agents.filter((candidate) => candidate.id !== agent.id);
  const chosenAgents = extraAgents
    .map((extra) => otherAgents.find((candidate) => String(candidate.id) === extra.agentId))
    .filter((candidate): candidate is Named => candidate !== undefined);
  const team = [agent, ...chosenAgents];
  const effectiveLead = team.some((candidate) => String(candidate.id) === leadId) ? leadId : String(agent.id);

  // The lists the resolver reads (react-hook-form takes its options anew at each render): each
  // session with the whole team, the lead 'Chef d'équipe' and the others 'Technicien'.
  const formContext: MissionFormContext = {
    sessions: sessions.map(({ date, beginning, ending }) => ({ date, beginning, ending })),
    agents: team.map((member) => {
      const isLead = String(member.id) === effectiveLead;
      return { agent_id: member.id, is_lead: isLead, role: isLead ? LEADER_ROLE : TECHNICIAN_ROLE };
    }),
  };
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<MissionFormValues, MissionFormContext, CreateMissionBody>({
    defaultValues: DEFAULT_MISSION_FORM_VALUES,
    resolver: missionResolver,
    context: formContext,
  });
  const chosenClient = useWatch({ control, name: 'client' });
  const telephone = useWatch({ control, name: 'telephone' });
  // Mounted open and unmounted to close: the focus goes back to the slot that opened the form.
  const { remember, restore } = useReturnFocus();
  useLayoutEffect(() => {
    remember();
    return () => restore();
  }, [remember, restore]);

  // The date picker offers no past day (spec 2); typed past days and weekends are refused below.
  const today = parisDateOf(new Date());

  const submit = (event: FormEvent) => {
    const dateErrors: Record<number, string> = {};
    for (const session of sessions) {
      const error = sessionDateError(session.date, today);
      if (error) {
        dateErrors[session.key] = error;
      }
    }
    setSessionDateErrors(dateErrors);
    void handleSubmit((body) => {
      if (Object.keys(dateErrors).length === 0) {
        onSubmit(body);
      }
    })(event);
  };

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

  const updateSession = (key: number, change: Partial<SessionPlace>) => {
    setSessions((current) =>
      current.map((session) => (session.key === key ? { ...session, ...change } : session)),
    );
    if (change.date !== undefined && sessionDateErrors[key]) {
      const next = { ...sessionDateErrors };
      delete next[key];
      setSessionDateErrors(next);
    }
  };

  const addSession = () => {
    const last = sessions[sessions.length - 1];
    setSessions((current) => [
      ...current,
      {
        key: nextKey,
        date: last ? nextWorkingDay(last.date) : places[0]!.date,
        beginning: last?.beginning ?? 0,
        ending: last?.ending ?? 4,
      },
    ]);
    setNextKey((key) => key + 1);
  };

  const addAgent = () => {
    setExtraAgents((current) => [...current, { key: nextKey, agentId: '' }]);
    setNextKey((key) => key + 1);
  };

  return (
    <Modal opened onClose={onClose} title="Nouveau rendez-vous" size="lg" returnFocus={false}>
      <form onSubmit={submit} noValidate>
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
          <Controller
            control={control}
            name="address"
            render={({ field }) => (
              <AddressInput
                label="Adresse"
                required
                value={field.value}
                error={errors.address?.message}
                onChange={field.onChange}
              />
            )}
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
              {sessions.map((session, index) => (
                <Group key={session.key} align="flex-end" gap="xs" wrap="nowrap">
                  <TextInput
                    type="date"
                    label={`Date de la session ${index + 1}`}
                    min={today}
                    value={session.date}
                    error={sessionDateErrors[session.key]}
                    onChange={(event) => updateSession(session.key, { date: event.currentTarget.value })}
                  />
                  <NativeSelect
                    label={`Début de la session ${index + 1}`}
                    value={String(session.beginning)}
                    data={START_CHOICES}
                    onChange={(event) =>
                      updateSession(session.key, { beginning: Number(event.currentTarget.value) })
                    }
                  />
                  <NativeSelect
                    label={`Fin de la session ${index + 1}`}
                    value={String(session.ending)}
                    data={END_CHOICES}
                    onChange={(event) =>
                      updateSession(session.key, { ending: Number(event.currentTarget.value) })
                    }
                  />
                  {sessions.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Retirer la session ${index + 1}`}
                      onClick={() =>
                        setSessions((current) => current.filter((item) => item.key !== session.key))
                      }
                    >
                      ×
                    </ActionIcon>
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
              {extraAgents.map((extra, index) => (
                <Group key={extra.key} align="flex-end" gap="xs" wrap="nowrap">
                  <NativeSelect
                    label={`Agent supplémentaire ${index + 1}`}
                    value={extra.agentId}
                    data={[
                      { value: '', label: 'Choisir un agent' },
                      ...otherAgents.map((candidate) => ({
                        value: String(candidate.id),
                        label: candidate.name,
                      })),
                    ]}
                    onChange={(event) => {
                      const agentId = event.currentTarget.value;
                      setExtraAgents((current) =>
                        current.map((item) => (item.key === extra.key ? { ...item, agentId } : item)),
                      );
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Retirer l'agent supplémentaire ${index + 1}`}
                    onClick={() =>
                      setExtraAgents((current) => current.filter((item) => item.key !== extra.key))
                    }
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="light"
                onClick={addAgent}
                disabled={otherAgents.length === 0}
                style={{ alignSelf: 'flex-start' }}
              >
                Ajouter un agent
              </Button>
              {chosenAgents.length > 0 && (
                // The one choice of the lead: the agent chosen is 'Chef d'équipe', the others 'Technicien'.
                <Radio.Group label={LEADER_ROLE} value={effectiveLead} onChange={setLeadId}>
                  <Group mt="xs">
                    {team.map((candidate) => (
                      <Radio key={candidate.id} value={String(candidate.id)} label={candidate.name} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            </Stack>
          </Fieldset>

          {errors.root && (
            <Alert color="red" role="alert">
              {errors.root.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Créer le rendez-vous
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
