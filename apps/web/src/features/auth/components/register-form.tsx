import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { MESSAGES, PASSWORD_MIN, registerSchema, type RegisterResponse } from '@tourneo/domain';
import { useRegisterCompany } from '../api/register-company.ts';
import { firstErrorMessage, serverMessageOf } from '../first-error-message.ts';
import { AuthCard } from './auth-card.tsx';

type RegisterFormInput = z.input<typeof registerSchema>;
type RegisterFormOutput = z.output<typeof registerSchema>;

/** The registration form; once registered, the company is signed in and `onSuccess` takes it on. */
export function RegisterForm({
  loginHref,
  onSuccess,
}: {
  loginHref: string;
  onSuccess: (response: RegisterResponse) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const registration = useRegisterCompany();
  const { register, handleSubmit } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { company_name: '', company_password: '' },
  });

  const registerCompany = (values: RegisterFormOutput) => {
    setError(null);
    registration.mutate(values, {
      onSuccess,
      onError: (failure) => setError(serverMessageOf(failure)),
    });
  };
  const showInvalid = (errors: FieldErrors<RegisterFormInput>) => {
    setError(firstErrorMessage(errors) ?? MESSAGES.auth.fillAllFields);
  };
  const submit = handleSubmit(registerCompany, showInvalid);

  return (
    <AuthCard title={MESSAGES.auth.registerTitle} onSubmit={(event) => void submit(event)}>
      {error && (
        <Text c="red" role="alert">
          {error}
        </Text>
      )}
      <TextInput label="Nom de la société" autoComplete="organization" {...register('company_name')} />
      <PasswordInput
        label="Mot de passe"
        autoComplete="new-password"
        description={`Au moins ${PASSWORD_MIN} caractères`}
        {...register('company_password')}
      />
      <Button type="submit" loading={registration.isPending}>
        Créer le compte
      </Button>
      <Text size="sm">
        Déjà inscrit ?{' '}
        <Anchor href={loginHref} underline="always">
          Se connecter
        </Anchor>
      </Text>
    </AuthCard>
  );
}
