import { useLayoutEffect, useState, type FormEvent } from 'react';
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
  EMPTY_ADDRESS,
  LAST_END_SLOT,
  LAST_START_SLOT,
  SESSION_AGENT_ROLES,
  addDays,
  createMissionSchema,
  findPlanDateError,
  isIsoDate,
  isWorkingDay,
  isoToFrenchDate,
  parisDateOf,
  slotToLabel,
  type AddressValue,
  type CreateMissionBody,
  type SessionAgentRole,
} from '@tourneo/domain';
import { AddressInput } from '../../../components/ui/address-input.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import type { SessionPlace } from '../calendar-rules.ts';

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
  role: SessionAgentRole;
}

interface FormErrors {
  client_name?: string;
  adresse?: string;
  client_email?: string;
  form?: string;
  /** A session's date the server would refuse (past, weekend), by session key. */
  sessionDates?: Record<number, string>;
}

const START_CHOICES = Array.from({ length: LAST_START_SLOT + 1 }, (_slot, slot) => ({
  value: String(slot),
  label: slotToLabel(slot),
}));
const END_CHOICES = Array.from({ length: LAST_END_SLOT }, (_slot, index) => ({
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
 * The creation form a selection opens (spec 2 §4 "Calendar creation"): client, e-mail, address,
 * apartment, operation, comments, the sessions (one a selected day, more can be added) and extra
 * agents with their role and the team's lead. One session and one agent make a simple mission;
 * more sessions a multi-session one; more agents a multi-agent one.
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
  const [clientName, setClientName] = useState('');
  const [clientEmail, setClientEmail] = useState('');
  const [address, setAddress] = useState<AddressValue>(EMPTY_ADDRESS);
  const [appartement, setAppartement] = useState('');
  const [operationId, setOperationId] = useState('');
  const [comments, setComments] = useState('');
  const [sessions, setSessions] = useState(() => places.map((place, key) => ({ key, ...place })));
  const [extraAgents, setExtraAgents] = useState<ExtraAgent[]>([]);
  const [leadId, setLeadId] = useState(String(agent.id));
  const [errors, setErrors] = useState<FormErrors>({});
  const [nextKey, setNextKey] = useState(1000);
  // Mounted open and unmounted to close: the focus goes back to the slot that opened the form.
  const { remember, restore } = useReturnFocus();
  useLayoutEffect(() => {
    remember();
    return () => restore();
  }, [remember, restore]);

  const otherAgents = agents.filter((candidate) => candidate.id !== agent.id);
  const chosenAgents = extraAgents
    .map((extra) => otherAgents.find((candidate) => String(candidate.id) === extra.agentId))
    .filter((candidate): candidate is Named => candidate !== undefined);
  const effectiveLead = [agent, ...chosenAgents].some((candidate) => String(candidate.id) === leadId)
    ? leadId
    : String(agent.id);

  // The date picker offers no past day (spec 2); typed past days and weekends are refused below.
  const today = parisDateOf(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sessionDates: Record<number, string> = {};
    for (const session of sessions) {
      const error = sessionDateError(session.date, today);
      if (error) {
        sessionDates[session.key] = error;
      }
    }
    const extras = extraAgents.filter((extra) => extra.agentId !== '');
    const sessionAgents = [
      {
        agent_id: agent.id,
        is_lead: effectiveLead === String(agent.id),
        ...(extras.length > 0
          ? { role: effectiveLead === String(agent.id) ? SESSION_AGENT_ROLES[1] : SESSION_AGENT_ROLES[0] }
          : {}),
      },
      ...extras.map((extra) => ({
        agent_id: Number(extra.agentId),
        role: extra.role,
        is_lead: effectiveLead === extra.agentId,
      })),
    ];
    const parsed = createMissionSchema.safeParse({
      client_name: clientName,
      client_email: clientEmail,
      adresse: address.adresse,
      appartement,
      operation_id: operationId === '' ? null : Number(operationId),
      comments,
      sessions: sessions.map(({ date, beginning, ending }) => ({
        date,
        beginning,
        ending,
        agents: sessionAgents,
      })),
    });
    const hasDateErrors = Object.keys(sessionDates).length > 0;
    if (!parsed.success || hasDateErrors) {
      const next: FormErrors = hasDateErrors ? { sessionDates } : {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'client_name' || field === 'adresse' || field === 'client_email') {
          next[field] ??= issue.message;
        } else {
          next.form ??= issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const updateSession = (key: number, change: Partial<SessionPlace>) => {
    setSessions((current) =>
      current.map((session) => (session.key === key ? { ...session, ...change } : session)),
    );
    if (change.date !== undefined && errors.sessionDates?.[key]) {
      const sessionDates = { ...errors.sessionDates };
      delete sessionDates[key];
      setErrors({ ...errors, sessionDates });
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
    setExtraAgents((current) => [...current, { key: nextKey, agentId: '', role: SESSION_AGENT_ROLES[0] }]);
    setNextKey((key) => key + 1);
  };

  return (
    <Modal opened onClose={onClose} title="Nouveau rendez-vous" size="lg" returnFocus={false}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Agent : <strong>{agent.name}</strong>
          </Text>
          <TextInput
            label="Nom du client"
            required
            value={clientName}
            error={errors.client_name}
            onChange={(event) => setClientName(event.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="E-mail du client"
            type="email"
            value={clientEmail}
            error={errors.client_email}
            onChange={(event) => setClientEmail(event.currentTarget.value)}
          />
          <AddressInput
            label="Adresse"
            required
            value={address}
            error={errors.adresse}
            onChange={setAddress}
          />
          <TextInput
            label="Appartement"
            value={appartement}
            onChange={(event) => setAppartement(event.currentTarget.value)}
          />
          <NativeSelect
            label="Opération"
            value={operationId}
            onChange={(event) => setOperationId(event.currentTarget.value)}
            data={[
              { value: '', label: 'Aucune opération' },
              ...operations.map((operation) => ({ value: String(operation.id), label: operation.name })),
            ]}
          />
          <Textarea
            label="Commentaires"
            value={comments}
            autosize
            minRows={2}
            onChange={(event) => setComments(event.currentTarget.value)}
          />

          <Fieldset legend="Sessions">
            <Stack gap="xs">
              {sessions.map((session, index) => (
                <Group key={session.key} align="flex-end" gap="xs" wrap="nowrap">
                  <TextInput
                    type="date"
                    label={`Date de la session ${index + 1}`}
                    min={today}
                    value={session.date}
                    error={errors.sessionDates?.[session.key]}
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
                  <NativeSelect
                    label={`Rôle de l'agent supplémentaire ${index + 1}`}
                    value={extra.role}
                    data={[...SESSION_AGENT_ROLES]}
                    onChange={(event) => {
                      const role = event.currentTarget.value as SessionAgentRole;
                      setExtraAgents((current) =>
                        current.map((item) => (item.key === extra.key ? { ...item, role } : item)),
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
                <Radio.Group label="Chef d'équipe" value={effectiveLead} onChange={setLeadId}>
                  <Group mt="xs">
                    {[agent, ...chosenAgents].map((candidate) => (
                      <Radio key={candidate.id} value={String(candidate.id)} label={candidate.name} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            </Stack>
          </Fieldset>

          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
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
