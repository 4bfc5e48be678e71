import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, POSTAL_CODE_LENGTH, agentFormSchema, createAgentSchema } from '@tourneo/domain';
import { AddressInput } from '../../../components/ui/address-input.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

type AgentFormInput = z.input<typeof createAgentSchema>;
export type AgentFormOutput = z.output<typeof createAgentSchema>;

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

/**
 * Name, postal code, address and password (the company's rules); an empty password on create
 * leaves the agent to choose one through an invitation, on modify keeps the current one.
 */
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
  const [postalCode, latitude, longitude] = useWatch({
    control,
    name: ['postal_code', 'latitude', 'longitude'],
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack>
        <TextInput label="Nom" required data-autofocus error={errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="adresse"
          render={({ field }) => (
            <AddressInput
              label="Adresse"
              required
              error={errors.adresse?.message}
              value={{
                adresse: field.value,
                postal_code: postalCode,
                latitude: latitude ?? null,
                longitude: longitude ?? null,
              }}
              onChange={(address) => {
                field.onChange(address.adresse);
                // A chosen suggestion, or a postal code typed in the address, fills the field below.
                if (address.postal_code) {
                  setValue('postal_code', address.postal_code, { shouldValidate: formState.isSubmitted });
                }
                setValue('latitude', address.latitude);
                setValue('longitude', address.longitude);
              }}
            />
          )}
        />
        <TextInput
          label="Code postal"
          required
          inputMode="numeric"
          maxLength={POSTAL_CODE_LENGTH}
          autoComplete="postal-code"
          error={errors.postal_code?.message}
          {...register('postal_code', {
            // Coordinates of a chosen address no longer match: the server locates the new code.
            onChange: () => {
              setValue('latitude', null);
              setValue('longitude', null);
            },
          })}
        />
        <PasswordInput
          label="Mot de passe"
          autoComplete="new-password"
          description={
            mode === 'modify'
              ? MESSAGES.agents.passwordKeptHint
              : MESSAGES.agentInvitation.passwordOptionalHint
          }
          error={errors.password?.message}
          {...register('password')}
        />
        {/* formState.isSubmitting is set as the submit event fires: a double click submits once. */}
        <FormActions onCancel={onCancel} isSubmitting={isSubmitting || formState.isSubmitting} />
      </Stack>
    </form>
  );
}
