import { useEffect, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ClientSearchFilters } from '../api/get-clients.ts';

const FIELDS: { key: keyof ClientSearchFilters; label: string }[] = [
  { key: 'partenaireName', label: 'Partenaire' },
  { key: 'regionName', label: 'Région' },
  { key: 'operationName', label: 'Opération' },
  { key: 'name', label: 'Nom' },
  { key: 'prenom', label: 'Prénom' },
];

const isSameSearch = (left: ClientSearchFilters, right: ClientSearchFilters) =>
  FIELDS.every((field) => (left[field.key] ?? '').trim() === (right[field.key] ?? '').trim());

/** The five filters of the spec, applied 300 ms after typing stops. */
export function ClientSearchBar({
  filters,
  onChange,
}: {
  filters: ClientSearchFilters;
  onChange: (filters: ClientSearchFilters) => void;
}) {
  const [draft, setDraft] = useState<ClientSearchFilters>(filters);
  const [debounced] = useDebouncedValue(draft, 300);
  useEffect(() => {
    // Only a settled draft that differs from the applied filters is applied (keeps the page otherwise).
    if (!isSameSearch(debounced, filters)) {
      onChange(debounced);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Paper withBorder p="md" radius="md" role="search" aria-label="Rechercher des clients">
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 5 }}>
        {FIELDS.map((field) => (
          <TextInput
            key={field.key}
            label={field.label}
            placeholder={`Rechercher par ${field.label.toLowerCase()}`}
            value={draft[field.key] ?? ''}
            onChange={(event) => setDraft({ ...draft, [field.key]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" size="xs" onClick={() => setDraft({})}>
          Réinitialiser
        </Button>
      </Group>
    </Paper>
  );
}
