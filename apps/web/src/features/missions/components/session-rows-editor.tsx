import { Button, Fieldset, Group, MultiSelect, Select, Stack } from '@mantine/core';
import type { AgentOption } from '../options.ts';
import {
  END_SLOT_CHOICES,
  START_SLOT_CHOICES,
  type SessionRow,
  type SessionRowErrors,
} from '../session-rows.ts';
import { PlanDateInput } from './plan-date-input.tsx';

export interface SessionRowsEditorProps {
  rows: readonly SessionRow[];
  errors: ReadonlyMap<number, SessionRowErrors>;
  agents: readonly AgentOption[];
  today: string;
  onChange: (rows: SessionRow[]) => void;
  onAdd: () => void;
}

/** The session manager: a day, start and end hours and agents per session; add or remove sessions. */
export function SessionRowsEditor({ rows, errors, agents, today, onChange, onAdd }: SessionRowsEditorProps) {
  const agentChoices = agents.map((agent) => ({ value: String(agent.id), label: agent.name }));
  const update = (key: number, change: Partial<SessionRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <Stack>
      {rows.map((row, index) => {
        const rowErrors = errors.get(row.key) ?? {};
        return (
          <Fieldset key={row.key} legend={`Nouvelle session ${index + 1}`}>
            <Stack gap="xs">
              <PlanDateInput
                label="Date"
                value={row.date}
                today={today}
                error={rowErrors.date}
                onChange={(date) => update(row.key, { date })}
              />
              <Group grow>
                <Select
                  label="Début"
                  data={START_SLOT_CHOICES}
                  value={String(row.beginning)}
                  allowDeselect={false}
                  onChange={(value) => {
                    const beginning = Number(value);
                    update(row.key, { beginning, ending: Math.max(row.ending, beginning + 1) });
                  }}
                />
                <Select
                  label="Fin"
                  data={END_SLOT_CHOICES}
                  value={String(row.ending)}
                  allowDeselect={false}
                  error={rowErrors.ending}
                  onChange={(value) => update(row.key, { ending: Number(value) })}
                />
              </Group>
              <MultiSelect
                label="Agents"
                description="Le premier agent est le chef d'équipe"
                data={agentChoices}
                value={row.agentIds.map(String)}
                error={rowErrors.agents}
                searchable
                onChange={(values) => update(row.key, { agentIds: values.map(Number) })}
              />
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                >
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
