import { Group, Select, TextInput } from '@mantine/core';
import type { AnalyticsFilters } from '@tourneo/domain';

interface Choice {
  id: number;
  name: string;
}

/** The period, agent and operation: each change goes to the URL, which the reports read. */
export function AnalyticsFiltersForm({
  filters,
  agents,
  operations,
  onChange,
}: {
  filters: AnalyticsFilters;
  agents: readonly Choice[];
  operations: readonly Choice[];
  onChange: (changes: Partial<Record<'du' | 'au' | 'agent' | 'operation', string | null>>) => void;
}) {
  const options = (choices: readonly Choice[], all: string) => [
    { value: '', label: all },
    ...choices.map((choice) => ({ value: String(choice.id), label: choice.name })),
  ];
  return (
    <Group
      align="end"
      component="form"
      role="search"
      aria-label="Filtres des analyses"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextInput
        type="date"
        label="Du"
        value={filters.from}
        onChange={(event) => event.currentTarget.value && onChange({ du: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="Au"
        value={filters.to}
        onChange={(event) => event.currentTarget.value && onChange({ au: event.currentTarget.value })}
      />
      <Select
        label="Agent"
        data={options(agents, 'Tous les agents')}
        value={filters.agentId ? String(filters.agentId) : ''}
        onChange={(value) => onChange({ agent: value || null })}
        allowDeselect={false}
        searchable
        w={220}
      />
      <Select
        label="Opération"
        data={options(operations, 'Toutes les opérations')}
        value={filters.operationId ? String(filters.operationId) : ''}
        onChange={(value) => onChange({ operation: value || null })}
        allowDeselect={false}
        searchable
        w={220}
      />
    </Group>
  );
}
