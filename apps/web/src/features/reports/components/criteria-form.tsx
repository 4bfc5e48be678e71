import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import {
  EMPTY_DRAFT,
  criteriaOf,
  draftOf,
  type CriteriaDraft,
  type CriteriaErrors,
  type MissionCriteria,
} from '../criteria.ts';

const TEXT_FIELDS = [
  { key: 'clientName', label: 'Client' },
  { key: 'agentName', label: 'Agent' },
  { key: 'operationName', label: 'Opération' },
  { key: 'campaignName', label: 'Campagne' },
] as const;
const DATE_FIELDS = [
  { key: 'startDate', label: 'Date de début' },
  { key: 'endDate', label: 'Date de fin' },
] as const;

/**
 * The search of the recent missions and the archive: client, agent, operation (and campaign for
 * the archive), start and end dates typed dd/mm/yyyy (spec 2 §5), applied on 'Rechercher'.
 */
export function CriteriaForm({
  applied,
  hasCampaign,
  label,
  onSearch,
}: {
  applied: MissionCriteria;
  hasCampaign: boolean;
  label: string;
  onSearch: (criteria: MissionCriteria) => void;
}) {
  const [draft, setDraft] = useState<CriteriaDraft>(() => draftOf(applied));
  const [errors, setErrors] = useState<CriteriaErrors>({});
  const set = (key: keyof CriteriaDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = criteriaOf(hasCampaign ? draft : { ...draft, campaignName: '' });
    setErrors(result.errors ?? {});
    if (result.criteria) {
      onSearch(result.criteria);
    }
  };
  const reset = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    onSearch({});
  };
  const textFields = TEXT_FIELDS.filter((field) => hasCampaign || field.key !== 'campaignName');

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      noValidate
    >
      <SimpleGrid cols={{ base: 1, sm: 3, lg: textFields.length + 2 }}>
        {textFields.map((field) => (
          <TextInput
            key={field.key}
            label={field.label}
            placeholder={`Rechercher par ${field.label.toLowerCase()}`}
            value={draft[field.key]}
            error={errors[field.key]}
            onChange={(event) => set(field.key, event.currentTarget.value)}
          />
        ))}
        {DATE_FIELDS.map((field) => (
          <TextInput
            key={field.key}
            label={field.label}
            description="Format jj/mm/aaaa"
            placeholder="jj/mm/aaaa"
            inputMode="numeric"
            value={draft[field.key]}
            error={errors[field.key]}
            onChange={(event) => set(field.key, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" onClick={reset}>
          Réinitialiser
        </Button>
        <Button type="submit">Rechercher</Button>
      </Group>
    </Paper>
  );
}
