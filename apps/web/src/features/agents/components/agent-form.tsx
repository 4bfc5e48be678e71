import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, POSTAL_CODE_LENGTH, agentFormSchema, createAgentSchema } from '@tourneo/domain';

type AgentFormInput = z.input<typeof createAgentSchema>;
export type AgentFormOutput = z.output<typeof createAgentSchema>;

interface AddressValue {
  adresse: string;
  latitude: number | null;
  longitude: number | null;
}

interface AddressFieldProps {
  value: string;
  error: string | undefined;
  onChange: (address: AddressValue) => void;
}

/**
 * The agent's address. A plain text input for now: the French address autocomplete takes its
 * place here and fills the coordinates too.
 */
function AddressField({ value, error, onChange }: AddressFieldProps) {
  return (
    <TextInput
      label="Adresse"
      name="adresse"
      required
      autoComplete="street-address"
      value={value}
      error={error}
      onChange={(event) => onChange({ adresse: event.currentTarget.value, latitude: null, longitude: null })}
    />
  );
}

interface AgentFormProps {
  mode: 'create' | 'modify';
  initialValues?: {
    name: string;
    postal_code: string;
    adresse: string;
    latitude: number | null;
    longitude: number | null;
  };
  isSubmitting: boolean;
  onSubmit: (values: AgentFormOutput) => void;
  onCancel: () => void;
}

/** Name, postal code, address and password; on modify an empty password keeps the current one. */
export function AgentForm({ mode, initialValues, isSubmitting, onSubmit, onCancel }: AgentFormProps) {
  const { register, control, handleSubmit, setValue, formState } = useForm<
    AgentFormInput,
    unknown,
    AgentFormOutput
  >({
    resolver: zodResolver(mode === 'create' ? createAgentSchema : agentFormSchema),
    defaultValues: {
      name: initialValues?.name ?? '',
      postal_code: initialValues?.postal_code ?? '',
      adresse: initialValues?.adresse ?? '',
      latitude: initialValues?.latitude ?? null,
      longitude: initialValues?.longitude ?? null,
      password: '',
    },
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack>
        <TextInput label="Nom" required data-autofocus error={errors.name?.message} {...register('name')} />
        <TextInput
          label="Code postal"
          required
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
          autoComplete="postal-code"
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
        <Controller
          control={control}
          name="adresse"
          render={({ field }) => (
            <AddressField
              value={field.value}
              error={errors.adresse?.message}
              onChange={(address) => {
                field.onChange(address.adresse);
                setValue('latitude', address.latitude);
                setValue('longitude', address.longitude);
              }}
            />
          )}
        />
        <PasswordInput
          label="Mot de passe"
          required={mode === 'create'}
          autoComplete="new-password"
          description={mode === 'modify' ? MESSAGES.agents.passwordKeptHint : undefined}
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Annuler
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
