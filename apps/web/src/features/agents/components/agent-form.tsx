import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, agentFormSchema, createAgentSchema } from '@tourneo/domain';
import { AddressFields } from '../../../components/ui/address-fields.tsx';
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
  const [adresse, postalCode, latitude, longitude] = useWatch({
    control,
    name: ['adresse', 'postal_code', 'latitude', 'longitude'],
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Stack>
        <TextInput label="Nom" required data-autofocus error={errors.name?.message} {...register('name')} />
        <AddressFields
          value={{
            adresse,
            postal_code: postalCode,
            latitude: latitude ?? null,
            longitude: longitude ?? null,
          }}
          onChange={(address) => {
            const options = { shouldValidate: formState.isSubmitted };
            setValue('adresse', address.adresse, options);
            setValue('postal_code', address.postal_code, options);
            setValue('latitude', address.latitude);
            setValue('longitude', address.longitude);
          }}
          addressError={errors.adresse?.message}
          postalCodeError={errors.postal_code?.message}
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
