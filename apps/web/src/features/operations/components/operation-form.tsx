import { NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  DURATION_DEFAULT_SLOTS,
  MIN_TEAM_SIZE_MAX,
  MIN_TEAM_SIZE_MIN,
  createOperationSchema,
  featureMissingMessage,
  withMultiAgent,
} from '@tourneo/domain';
import type { Operation } from '@tourneo/domain';
import { SliderField } from '../../../components/ui/slider-field.tsx';
import { DurationField } from './duration-field.tsx';
import { TeamRequirementsEditor, type TeamRequirementDraft } from './team-requirements-editor.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/** A form an operation may use (the forms feature's list, passed in by the app). */
export interface FormOption {
  id: number;
  name: string;
}

type OperationFormInput = z.input<typeof createOperationSchema>;
export type OperationFormOutput = z.output<typeof createOperationSchema>;

interface OperationFormProps {
  operation: Operation | undefined;
  roles: readonly { id: number; name: string }[];
  formOptions: readonly FormOption[];
  canUseForms: boolean;
  isSubmitting: boolean;
  onSubmit: (values: OperationFormOutput) => void;
  onCancel: () => void;
}

const NO_FORM = '';

/** Name, duration, form, multi-agent team. */
export function OperationForm({
  operation,
  roles,
  formOptions,
  canUseForms,
  isSubmitting,
  onSubmit,
  onCancel,
}: OperationFormProps) {
  const { register, control, handleSubmit, setValue, formState } = useForm<
    OperationFormInput,
    unknown,
    OperationFormOutput
  >({
    resolver: zodResolver(createOperationSchema),
    defaultValues: {
      name: operation?.name ?? '',
      duration: operation?.duration ?? DURATION_DEFAULT_SLOTS,
      form_id: operation?.form_id ?? null,
      price_ht: operation?.price_ht ?? null,
      supports_teams: operation?.supports_teams ?? false,
      min_team_size: operation?.min_team_size ?? 1,
      team_requirements: (operation?.team_requirements ?? []).map((requirement) => ({
        role_id: requirement.role_id,
        min_agents: requirement.min_agents,
        max_agents: requirement.max_agents,
        is_required: requirement.is_required,
        load_percentage: requirement.load_percentage,
        priority_order: requirement.priority_order,
        special_requirements: requirement.special_requirements,
      })),
    },
  });
  const { errors } = formState;
  const supportsTeams = useWatch({ control, name: 'supports_teams' }) ?? false;
  const minTeamSize = useWatch({ control, name: 'min_team_size' }) ?? 1;
  const requirements = (useWatch({ control, name: 'team_requirements' }) ?? []) as TeamRequirementDraft[];
  const currentFormId = useWatch({ control, name: 'form_id' });

  const setTeam = (isEnabled: boolean) => {
    const next = withMultiAgent(
      { supports_teams: supportsTeams, min_team_size: minTeamSize, team_requirements: requirements },
      isEnabled,
    );
    setValue('supports_teams', next.supports_teams, { shouldDirty: true });
    setValue('min_team_size', next.min_team_size, { shouldDirty: true });
    setValue('team_requirements', next.team_requirements, { shouldDirty: true });
  };

  // A form chosen earlier may no longer be offered (deleted, or forms not in the plan): keep it shown.
  const formData = [
    { value: NO_FORM, label: 'Aucun formulaire' },
    ...formOptions.map((form) => ({ value: String(form.id), label: form.name })),
  ];
  if (currentFormId && !formOptions.some((form) => form.id === currentFormId)) {
    formData.push({
      value: String(currentFormId),
      label: operation?.form_name ?? `Formulaire n° ${currentFormId}`,
    });
  }
  const teamError =
    errors.team_requirements?.message ??
    (Array.isArray(errors.team_requirements)
      ? (errors.team_requirements as { [key: string]: { message?: string } | undefined }[])
          .flatMap((entry) => Object.values(entry ?? {}).map((field) => field?.message))
          .find(Boolean)
      : undefined);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack>
        <TextInput
          label="Nom de l'opération"
          required
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="duration"
          render={({ field }) => (
            <DurationField
              value={typeof field.value === 'number' ? field.value : DURATION_DEFAULT_SLOTS}
              onChange={field.onChange}
              error={errors.duration?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="price_ht"
          render={({ field }) => (
            <NumberInput
              label="Prix (€ HT)"
              description="Facultatif : sert à estimer le chiffre d'affaires du mois (Facturation)"
              decimalSeparator=","
              thousandSeparator=" "
              decimalScale={2}
              min={0}
              allowNegative={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
              onBlur={field.onBlur}
              error={errors.price_ht?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="form_id"
          render={({ field }) => (
            <Select
              label="Formulaire"
              data={formData}
              disabled={!canUseForms}
              description={canUseForms ? undefined : featureMissingMessage('form_creation')}
              allowDeselect={false}
              value={field.value ? String(field.value) : NO_FORM}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
              error={errors.form_id?.message}
            />
          )}
        />
        <Switch
          label="Opération multi-agents"
          checked={supportsTeams}
          onChange={(event) => setTeam(event.currentTarget.checked)}
        />
        {supportsTeams && (
          <>
            <SliderField
              heading={`Taille minimale de l'équipe : ${minTeamSize} agents`}
              error={errors.min_team_size?.message}
              min={MIN_TEAM_SIZE_MIN}
              max={MIN_TEAM_SIZE_MAX}
              marks={Array.from({ length: MIN_TEAM_SIZE_MAX - MIN_TEAM_SIZE_MIN + 1 }, (_value, index) => ({
                value: MIN_TEAM_SIZE_MIN + index,
              }))}
              value={minTeamSize}
              onChange={(value) => setValue('min_team_size', value, { shouldDirty: true })}
              thumbLabel="Taille minimale de l'équipe"
            />
            <TeamRequirementsEditor
              requirements={requirements}
              roles={roles}
              onChange={(next) => setValue('team_requirements', next, { shouldDirty: true })}
              errors={teamError}
            />
          </>
        )}
        {/* formState.isSubmitting is set as the submit event fires: a double click submits once. */}
        <FormActions onCancel={onCancel} isSubmitting={isSubmitting || formState.isSubmitting} />
      </Stack>
    </form>
  );
}
