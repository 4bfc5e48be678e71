import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { archiveCriteriaFormSchema, recentCriteriaFormSchema } from '@tourneo/domain';
import { EMPTY_DRAFT, draftOf, type CriteriaDraft, type MissionCriteria } from '../criteria.ts';

type Key = keyof CriteriaDraft;

const searchText = (key: Key, label: string) => ({
  key,
  label,
  placeholder: `Rechercher par ${label.toLowerCase()}`,
});
const typedDate = (key: Key, label: string) => ({
  key,
  label,
  description: 'Format jj/mm/aaaa',
  placeholder: 'jj/mm/aaaa',
  inputMode: 'numeric' as const,
});

const FIELDS = [
  searchText('clientName', 'Client'),
  searchText('agentName', 'Agent'),
  searchText('operationName', 'Opération'),
  searchText('campaignName', 'Campagne'),
  typedDate('startDate', 'Date de début'),
  typedDate('endDate', 'Date de fin'),
];

/** The domain's form schemas: dates typed dd/mm/yyyy, then the rules of the calls' own schemas. */
const archiveResolver = zodResolver(archiveCriteriaFormSchema) as unknown as Resolver<
  CriteriaDraft,
  unknown,
  MissionCriteria
>;
const recentResolver = zodResolver(recentCriteriaFormSchema) as unknown as Resolver<
  CriteriaDraft,
  unknown,
  MissionCriteria
>;

/**
 * The search of the recent missions and the archive: client, agent, operation (and campaign for
 * the archive), start and end dates typed dd/mm/yyyy (spec 2 §5), applied on 'Rechercher';
 * without a campaign field the campaign is never sent.
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CriteriaDraft, unknown, MissionCriteria>({
    defaultValues: draftOf(applied),
    resolver: hasCampaign ? archiveResolver : recentResolver,
  });
  const submit = handleSubmit(onSearch);
  const clear = () => {
    reset(EMPTY_DRAFT);
    onSearch({});
  };
  const fields = FIELDS.filter((field) => hasCampaign || field.key !== 'campaignName');

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
      <SimpleGrid cols={{ base: 1, sm: 3, lg: fields.length }}>
        {fields.map(({ key, ...field }) => (
          <TextInput key={key} {...field} {...register(key)} error={errors[key]?.message} />
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
