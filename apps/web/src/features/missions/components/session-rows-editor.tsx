import { Button, Fieldset, Group, MultiSelect, Select, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { AddSessionsBody } from '@tourneo/domain';
import type { AgentOption } from '../options.ts';
import { END_SLOT_CHOICES, START_SLOT_CHOICES, type SessionRowsValues } from '../session-rows.ts';
import { PlanDateInput } from './plan-date-input.tsx';

export interface SessionRowsEditorProps {
  /** The form of the rows (react-hook-form), and its rows' ids (`useFieldArray`'s fields). */
  form: UseFormReturn<SessionRowsValues, unknown, AddSessionsBody>;
  rows: readonly { id: string }[];
  agents: readonly AgentOption[];
  today: string;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/** The session manager: a day, start and end hours and agents per session; add or remove sessions. */
export function SessionRowsEditor({ form, rows, agents, today, onRemove, onAdd }: SessionRowsEditorProps) {
  const { control, getValues, setValue, formState } = form;
  const agentChoices = agents.map((agent) => ({ value: String(agent.id), label: agent.name }));

  return (
    <Stack>
      {rows.map((row, index) => {
        const rowErrors = formState.errors.sessions?.[index];
        return (
          <Fieldset key={row.id} legend={`Nouvelle session ${index + 1}`}>
            <Stack gap="xs">
              <Controller
                control={control}
                name={`sessions.${index}.date`}
                render={({ field }) => (
                  <PlanDateInput
                    label="Date"
                    value={field.value}
                    today={today}
                    error={rowErrors?.date?.message}
                    onChange={field.onChange}
                  />
                )}
              />
              <Group grow>
                <Controller
                  control={control}
                  name={`sessions.${index}.beginning`}
                  render={({ field }) => (
                    <Select
                      label="Début"
                      data={START_SLOT_CHOICES}
                      value={String(field.value)}
                      allowDeselect={false}
                      onChange={(value) => {
                        const beginning = Number(value);
                        field.onChange(beginning);
                        // The end stays after the start.
                        const ending = getValues(`sessions.${index}.ending`);
                        setValue(`sessions.${index}.ending`, Math.max(ending, beginning + 1));
                      }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`sessions.${index}.ending`}
                  render={({ field }) => (
                    <Select
                      label="Fin"
                      data={END_SLOT_CHOICES}
                      value={String(field.value)}
                      allowDeselect={false}
                      error={rowErrors?.ending?.message}
                      onChange={(value) => field.onChange(Number(value))}
                    />
                  )}
                />
              </Group>
              <Controller
                control={control}
                name={`sessions.${index}.agentIds`}
                render={({ field }) => (
                  <MultiSelect
                    label="Agents"
                    description="Le premier agent est le chef d'équipe"
                    data={agentChoices}
                    value={field.value.map(String)}
                    error={rowErrors?.agentIds?.message}
                    searchable
                    onChange={(values) => field.onChange(values.map(Number))}
                  />
                )}
              />
              <Group justify="flex-end">
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => onRemove(index)}>
                  Retirer la session {index + 1}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Button variant="light" onClick={onAdd}>
        Ajouter une session
      </Button>
    </Stack>
  );
}
