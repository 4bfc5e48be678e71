import { useState } from 'react';
import { Alert, Button, PasswordInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createPartnerSchema,
  formatPhoneNumber,
  testPartnerConnectionSchema,
  updatePartnerSchema,
  type CreatePartnerPayload,
  type UpdatePartnerPayload,
} from '@tourneo/domain';
import type { ConnectionTestResponse, Partner } from '@tourneo/domain';
import { useTestPartnerConnection } from '../api/test-partner-connection.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/** What the form holds while the user types (the port as typed). */
export interface PartnerFormValues {
  id?: number | undefined;
  nom: string;
  email: string;
  telephone: string;
  serveur_smtp: string;
  port_smtp: string;
  secure: boolean;
  mot_de_passe_mail: string;
}

export type PartnerPayload = CreatePartnerPayload | UpdatePartnerPayload;

const valuesOf = (partner: Partner | undefined): PartnerFormValues =>
  partner
    ? {
        ...partner,
        telephone: formatPhoneNumber(partner.telephone),
        port_smtp: String(partner.port_smtp),
        mot_de_passe_mail: '',
      }
    : {
        nom: '',
        email: '',
        telephone: '',
        serveur_smtp: '',
        port_smtp: '587',
        secure: false,
        mot_de_passe_mail: '',
      };

interface PartnerFormProps {
  partner: Partner | undefined;
  isSaving: boolean;
  onSave: (payload: PartnerPayload) => Promise<unknown>;
  onCancel: () => void;
}

/** Every field is required; on edit an empty password keeps the stored one. */
export function PartnerForm({ partner, isSaving, onSave, onCancel }: PartnerFormProps) {
  const schema = partner ? updatePartnerSchema : createPartnerSchema;
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PartnerFormValues, unknown, PartnerPayload>({
    defaultValues: valuesOf(partner),
    resolver: zodResolver(schema) as unknown as Resolver<PartnerFormValues, unknown, PartnerPayload>,
  });
  const [testResult, setTestResult] = useState<ConnectionTestResponse | null>(null);
  const testConnection = useTestPartnerConnection();

  // A refusal of the server shows above the form until the next submit.
  const submit = handleSubmit(async (payload) => {
    try {
      await onSave(payload);
    } catch (error) {
      if (error instanceof Error && error.message) {
        setError('root', { message: error.message });
      }
    }
  });

  const runTest = async () => {
    setTestResult(null);
    const fieldsValid = await trigger(['nom', 'email', 'telephone', 'serveur_smtp', 'port_smtp']);
    const parsed = testPartnerConnectionSchema.safeParse(getValues());
    if (!fieldsValid || !parsed.success) {
      if (fieldsValid && !parsed.success) {
        setTestResult({ success: false, message: parsed.error.issues[0]?.message ?? '' });
      }
      return;
    }
    testConnection.mutate(parsed.data, {
      onSuccess: setTestResult,
      onError: (error) => setTestResult({ success: false, message: error.message }),
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ErrorAlert message={errors.root?.message} />
        <TextInput label="Nom" required error={errors.nom?.message} {...register('nom')} data-autofocus />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Email"
            type="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Téléphone"
            type="tel"
            required
            error={errors.telephone?.message}
            {...register('telephone')}
          />
          <TextInput
            label="Serveur SMTP"
            required
            error={errors.serveur_smtp?.message}
            {...register('serveur_smtp')}
          />
          <TextInput
            label="Port SMTP"
            inputMode="numeric"
            required
            error={errors.port_smtp?.message}
            {...register('port_smtp')}
          />
        </SimpleGrid>
        <Switch label="Connexion sécurisée (SSL/TLS)" {...register('secure')} />
        <PasswordInput
          label="Mot de passe du mail"
          required={!partner}
          description={partner ? 'Laisser vide pour conserver le mot de passe actuel' : undefined}
          autoComplete="new-password"
          error={errors.mot_de_passe_mail?.message}
          {...register('mot_de_passe_mail')}
        />
        {testResult && (
          <Alert color={testResult.success ? 'teal' : 'red'} role={testResult.success ? 'status' : 'alert'}>
            {testResult.message}
          </Alert>
        )}
        <FormActions onCancel={onCancel} isSubmitting={isSaving || isSubmitting}>
          <Button variant="light" loading={testConnection.isPending} onClick={() => void runTest()}>
            Tester la connexion
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
