import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { EMPTY_DRAFT, criteriaOf, draftOf, type CriteriaDraft, type MissionCriteria } from '../criteria.ts';

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
 * The draft checked as it is sent (`criteriaOf`: French dates, then the archive's schema of the
 * domain); without a campaign field the campaign is never sent.
 */
const criteriaResolverOf =
  (hasCampaign: boolean): Resolver<CriteriaDraft, unknown, MissionCriteria> =>
  (draft) => {
    const result = criteriaOf(hasCampaign ? draft : { ...draft, campaignName: '' });
    if (result.criteria) {
      return { values: result.criteria, errors: {} };
    }
    const errors: FieldErrors<CriteriaDraft> = {};
    for (const [key, message] of Object.entries(result.errors) as [keyof CriteriaDraft, string][]) {
      errors[key] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };

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
  const { control, handleSubmit, reset } = useForm<CriteriaDraft, unknown, MissionCriteria>({
    defaultValues: draftOf(applied),
    resolver: criteriaResolverOf(hasCampaign),
  });
  const submit = handleSubmit(onSearch);
  const clear = () => {
    reset(EMPTY_DRAFT);
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
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <SimpleGrid cols={{ base: 1, sm: 3, lg: textFields.length + 2 }}>
        {textFields.map((field) => (
          <Controller
            key={field.key}
            control={control}
            name={field.key}
            render={({ field: input, fieldState }) => (
              <TextInput
                label={field.label}
                placeholder={`Rechercher par ${field.label.toLowerCase()}`}
                {...input}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        {DATE_FIELDS.map((field) => (
          <Controller
            key={field.key}
            control={control}
            name={field.key}
            render={({ field: input, fieldState }) => (
              <TextInput
                label={field.label}
                description="Format jj/mm/aaaa"
                placeholder="jj/mm/aaaa"
                inputMode="numeric"
                {...input}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" onClick={clear}>
          Réinitialiser
        </Button>
        <Button type="submit">Rechercher</Button>
      </Group>
    </Paper>
  );
}
