import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { MESSAGES, companyLoginSchema as loginSchema } from '@tourneo/domain';
import type { LoginResponse } from '@tourneo/domain';
import { useLogIn } from '../api/log-in.ts';
import { firstErrorMessage, serverMessageOf } from '../first-error-message.ts';
import { AuthCard } from './auth-card.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';

interface LoginFormProps {
  onSuccess: (response: LoginResponse) => void;
  registerHref: string;
}

type LoginFormInput = z.input<typeof loginSchema>;
type LoginFormOutput = z.output<typeof loginSchema>;

export function LoginForm({ onSuccess, registerHref }: LoginFormProps) {
  const [error, setError] = useState<string | null>(null);
  const login = useLogIn();
  const { register, handleSubmit } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { company_name: '', company_password: '' },
  });

  const logIn = (values: LoginFormOutput) => {
    setError(null);
    login.mutate(values, {
      onSuccess,
      onError: (failure) => {
        console.error(MESSAGES.auth.loginFailedFallback, failure);
        setError(serverMessageOf(failure));
      },
    });
  };
  // The spec shows one message above the form, whichever field is missing.
  const showInvalid = (errors: FieldErrors<LoginFormInput>) =>
    setError(firstErrorMessage(errors) ?? MESSAGES.auth.fillAllFields);
  const submit = handleSubmit(logIn, showInvalid);

  return (
    <AuthCard title="Connexion" onSubmit={(event) => void submit(event)}>
      <Text c="dimmed" size="sm">
        Connectez-vous avec le nom et le mot de passe de votre société.
      </Text>
      <ErrorAlert message={error} />
      <TextInput
        label="Nom de la société"
        autoComplete="username"
        data-autofocus
        {...register('company_name')}
      />
      <PasswordInput label="Mot de passe" autoComplete="current-password" {...register('company_password')} />
      <Button type="submit" loading={login.isPending}>
        Se connecter
      </Button>
      <Text size="sm">
        Pas encore de compte ?{' '}
        <Anchor href={registerHref} underline="always">
          {MESSAGES.auth.registerTitle}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
