import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES, loginSchema } from '@tourneo/domain';
import { useLogIn, type LoginResponse } from '../api/log-in.ts';
import { ApiError } from '../../../lib/api-client.ts';

interface LoginFormProps {
  onSuccess: (response: LoginResponse) => void;
  registerHref: string;
}

export function LoginForm({ onSuccess, registerHref }: LoginFormProps) {
  const [companyName, setCompanyName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogIn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ company_name: companyName, company_password: password });
    if (!parsed.success) {
      setError(MESSAGES.auth.fillAllFields);
      return;
    }
    setError(null);
    login.mutate(parsed.data, {
      onSuccess,
      onError: (failure) => {
        console.error('Échec de la connexion', failure);
        setError(
          failure instanceof ApiError && failure.message
            ? failure.message
            : MESSAGES.auth.loginFailedFallback,
        );
      },
    });
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      withBorder
      shadow="sm"
      p="xl"
      radius="md"
      w="100%"
      maw={420}
    >
      <Stack>
        <Title order={1} size="h2">
          Connexion
        </Title>
        <Text c="dimmed" size="sm">
          Connectez-vous avec le nom et le mot de passe de votre société.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Nom de la société"
          name="company_name"
          autoComplete="username"
          value={companyName}
          onChange={(event) => setCompanyName(event.currentTarget.value)}
          data-autofocus
        />
        <PasswordInput
          label="Mot de passe"
          name="company_password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" loading={login.isPending}>
          Se connecter
        </Button>
        <Text size="sm">
          Pas encore de compte ? <Anchor href={registerHref}>Créer un compte société</Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
